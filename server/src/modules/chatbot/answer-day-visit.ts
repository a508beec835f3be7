// The day tour asked about: the day's entrance fees, its places left and the cottages free for a party,
// all from the public day read (readDayOffer, GET /api/day-visits), so the chat says what a booking finds.
import type { CottageDto, DayVisitDayDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { formatPesos } from '@domain/money';
import { PAGES, pathIn } from '@domain/routes';
import { checkVisitDay, PASS_NOT_SET } from '@domain/schemas/day-visits';
import type { StayLimits } from '@domain/stay-limits';
import type { AppContext } from '../../lib/app-context';
import { AppError } from '../../lib/errors';
import type { Speaker } from '../../lib/i18n';
import { listCottages, readDayOffer } from '../day-visits';
import { contactLine, type Say, visitDayProblem } from './answer-phrasing';
import type { DayVisitQuestion } from './intents/day-visit';
import { parseVisitDay } from './intents/visit-day';

/** Cottages listed in one answer; the rest are on the day-tours page. */
const COTTAGES_LISTED = 5;

type DayOptions = { ctx: AppContext; today: string; limits: StayLimits };

/** The day's offer, or null while the admin has not set the entrance pass up. */
const readDay = async (ctx: AppContext, date: string): Promise<DayVisitDayDto | null> => {
  try {
    // no party: the day's fees, places and free cottages only
    const noParty = { adults: undefined, kids: undefined, infants: undefined, discountGuests: undefined };
    return await readDayOffer(ctx, { date, ...noParty });
  } catch (error) {
    if (error instanceof AppError && error.message === PASS_NOT_SET) return null;
    throw error;
  }
};

/** The next day priced the other way (a weekend day after a weekday, a weekday after a weekend). */
const otherPricedDay = async (offer: DayVisitDayDto, { ctx, today, limits }: DayOptions) => {
  const weekend = offer.dayType !== 'weekday';
  let day = addDays(offer.date, 1);
  for (let tries = 0; tries < 7; tries++, day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if ((weekday === 0 || weekday === 6) !== weekend) break;
  }
  if (checkVisitDay(day, today, limits)) return null;
  const other = await readDay(ctx, day);
  return other && (other.dayType !== 'weekday') !== weekend ? other : null;
};

const whenOf = (offer: DayVisitDayDto, today: string, { t, day }: Speaker) =>
  offer.date === today
    ? t('dayVisit.today', { day: day(offer.date, 'long') })
    : t('dayVisit.on', { day: day(offer.date, 'long') });

const feesLine = (offer: DayVisitDayDto, today: string, lang: Speaker) =>
  lang.t('dayVisit.fees', {
    when: whenOf(offer, today, lang),
    dayType: lang.t(`dayVisit.dayType.${offer.dayType}`, { name: offer.holidayName ?? '' }),
    adult: formatPesos(offer.prices.adult),
    child: formatPesos(offer.prices.child),
  });

/** The fees that day (and, when no day was named, on the next day priced the other way), then the rules. */
const feesAnswer = (offers: DayVisitDayDto[], today: string, lang: Speaker) => {
  const [offer] = offers;
  if (!offer) return '';
  const { t } = lang;
  const rule = lang.language === 'fil' ? offer.childRuleFil || offer.childRule : offer.childRule;
  const lines = offers.map((one) => feesLine(one, today, lang));
  lines.push(rule ? t('dayVisit.childRule', { rule }) : t('dayVisit.infantsFree'));
  if (offer.openingHours) lines.push(t('dayVisit.hours', { hours: offer.openingHours }));
  return lines.join('\n');
};

const placesAnswer = (offer: DayVisitDayDto, today: string, lang: Speaker) => {
  const when = whenOf(offer, today, lang);
  return offer.capacityLeft > 0
    ? lang.t('dayVisit.placesLeft', { when, left: offer.capacityLeft, capacity: offer.dailyCapacity })
    : lang.t('dayVisit.full', { when });
};

const cottageLines = (cottages: CottageDto[], lang: Speaker) => {
  const lines = cottages.slice(0, COTTAGES_LISTED).map((cottage) =>
    lang.t('dayVisit.cottage', {
      name: cottage.name,
      persons: lang.t('count.persons', { count: cottage.capacity }),
      price: formatPesos(cottage.price),
    }),
  );
  if (cottages.length > COTTAGES_LISTED)
    lines.push(lang.t('dayVisit.moreCottages', { count: cottages.length - COTTAGES_LISTED }));
  return lines.join('\n');
};

/** The free cottages that take the party, or why none does and what is still free. */
const cottageAnswer = async (
  offer: DayVisitDayDto,
  options: { ctx: AppContext; today: string; persons?: number; lang: Speaker },
) => {
  const { persons, lang } = options;
  const { t } = lang;
  const when = whenOf(offer, options.today, lang);
  const free = offer.cottages;
  if (free.length === 0)
    return (await listCottages(options.ctx)).length === 0
      ? t('dayVisit.noCottages')
      : t('dayVisit.cottagesTaken', { when });
  const fitting = persons ? free.filter((cottage) => cottage.capacity >= persons) : free;
  const party = persons ? t('count.persons', { count: persons }) : '';
  const lines: string[] = [];
  if (fitting.length === 0 && persons)
    lines.push(t('dayVisit.noneFit', { when, party, lines: cottageLines(free, lang) }));
  else
    lines.push(
      t(persons ? 'dayVisit.cottagesFor' : 'dayVisit.cottagesFree', {
        when,
        party,
        lines: cottageLines(fitting, lang),
      }),
    );
  if (persons && persons > offer.capacityLeft)
    lines.push(t('dayVisit.fewPlaces', { left: offer.capacityLeft }));
  return lines.join('\n');
};

/**
 * The answer to a day-visit question: the day named (today when none is), checked as a booking checks it
 * (checkVisitDay, its message in the asker's language), then what was asked, and the day-tours page.
 */
export const dayVisitAnswer = async (
  ctx: AppContext,
  options: { question: DayVisitQuestion; message: string; today: string; limits: StayLimits; say: Say },
): Promise<string> => {
  const { question, today, limits, say } = options;
  const { lang } = say;
  const { t } = lang;
  const asked = parseVisitDay(options.message, today);
  const date = asked ?? today;
  const problem = checkVisitDay(date, today, limits);
  if (problem) return t('dayVisit.badDay', { problem: visitDayProblem(problem, limits, lang) });
  const offer = await readDay(ctx, date);
  if (!offer) return t('dayVisit.notSetUp', { contact: contactLine(say) });

  const paragraphs: string[] = [];
  for (const ask of question.asks) {
    if (ask === 'fees') {
      const other = asked === null ? await otherPricedDay(offer, { ctx, today, limits }) : null;
      paragraphs.push(feesAnswer(other ? [offer, other] : [offer], today, lang));
    } else if (ask === 'places') {
      paragraphs.push(placesAnswer(offer, today, lang));
    } else {
      paragraphs.push(await cottageAnswer(offer, { ctx, today, persons: question.persons, lang }));
    }
  }
  // the places or a cottage are paid with the entrance: its fees that day, in one line
  if (!question.asks.includes('fees')) paragraphs.push(feesLine(offer, today, lang));
  paragraphs.push(t('dayVisit.link', { link: pathIn(lang.language, PAGES.dayTours) }));
  return paragraphs.join('\n');
};
