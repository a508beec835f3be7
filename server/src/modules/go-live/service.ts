// The "Before you go live" checklist: each item's state read from the real data and settings (the
// content texts against their built-in defaults, the demo rooms, SMTP_URL, SITE_URL, the backups), with
// the admin's dismissals. Nothing here is stored but the dismissals (content module).
import type { GoLiveItemDto } from '@domain/api/go-live';
import { type AnyContentKey, CONTENT_DEFAULTS, isContentAtDefault } from '@domain/content';
import { formatDay, todayIn } from '@domain/dates';
import { GO_LIVE_CONTENT_KEYS, GO_LIVE_ITEM_IDS, type GoLiveItemId } from '@domain/go-live';
import { DEMO_ROOM_NAMES } from '../../db/seed';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { lastBackupMade } from '../backups';
import { findChecklistDismissals, findContentMap, setChecklistDismissal } from '../content';
import { findDemoRooms } from '../rooms';

/** What one item found: done or not, the sentence that says why, and what keeps it to do. */
type Finding = { done: boolean; why: string; details: string[] };

type ItemSpec = { title: string; fix: GoLiveItemDto['fix'] };

const CONTENT_FIX = (group: string, label: string) => ({ label, href: `/admin-content#group-${group}` });

const ITEMS: Record<GoLiveItemId, ItemSpec> = {
  payment_accounts: {
    title: 'Payment accounts',
    fix: CONTENT_FIX('payments', 'Edit payment accounts'),
  },
  contact_details: { title: 'Contact details', fix: CONTENT_FIX('contact', 'Edit contact details') },
  address_map: { title: 'Address and map', fix: CONTENT_FIX('contact', 'Edit the address and map') },
  stay_times: { title: 'Check-in and check-out times', fix: CONTENT_FIX('times', 'Edit the times') },
  demo_rooms: {
    title: 'Demo rooms and their pictures',
    fix: { label: 'Manage rooms', href: '/admin-dashboard#admin-sections' },
  },
  smtp: { title: 'Email server (SMTP)', fix: { label: 'Set SMTP_URL on the server', href: null } },
  site_url: { title: 'Public address (SITE_URL)', fix: { label: 'Set SITE_URL on the server', href: null } },
  backup: { title: 'A backup made', fix: { label: 'Back up now', href: '/admin-dashboard#backups-heading' } },
};

const CONTENT_WHY: Record<keyof typeof GO_LIVE_CONTENT_KEYS, { todo: string; done: string }> = {
  payment_accounts: {
    todo: 'The booking page, the booking emails and the chat assistant still show the demo GCash or BDO account: guests would pay someone else.',
    done: 'Guests see your own GCash and BDO accounts.',
  },
  contact_details: {
    todo: 'The contact page, the footer and the emails still give the demo phone number or email address.',
    done: 'Guests see your own phone number and email address.',
  },
  address_map: {
    todo: 'The contact page and the footer still give the demo address, or the contact page’s map still points at the demo location.',
    done: 'Guests see your own address, and the map points at your resort.',
  },
  stay_times: {
    todo: 'Room and booking pages still show the demo check-in or check-out time.',
    done: 'Guests see your own check-in and check-out times.',
  },
};

const contentFinding = (
  item: keyof typeof GO_LIVE_CONTENT_KEYS,
  content: Partial<Record<string, string>>,
): Finding => {
  const atDefault = (GO_LIVE_CONTENT_KEYS[item] as readonly AnyContentKey[]).filter((key) =>
    isContentAtDefault(key, content[key]),
  );
  const done = atDefault.length === 0;
  const names = atDefault.map((key) => CONTENT_DEFAULTS[key].title);
  return {
    done,
    why: done
      ? CONTENT_WHY[item].done
      : `${CONTENT_WHY[item].todo} Still at the default: ${names.join(', ')}.`,
    details: atDefault,
  };
};

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$|\.localhost$/;

/** A public https origin: what SITE_URL must be before guests follow the links the server writes. */
export const isPublicSiteUrl = (siteUrl: string) => {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' && !LOCAL_HOSTS.test(url.hostname);
};

/** Done once SITE_URL names a public https origin (calendar links and emails then point guests there). */
const siteUrlFinding = (siteUrl: string): Finding => {
  if (isPublicSiteUrl(siteUrl))
    return { done: true, why: `Links the server writes start with ${siteUrl}.`, details: [] };
  return {
    done: false,
    why: `The server writes links that start with ${siteUrl}; set SITE_URL to the resort's https address (such as https://casaalon.ph) so calendar links work outside this machine.`,
    details: [],
  };
};

const smtpFinding = (smtpUrl: string | undefined): Finding =>
  smtpUrl
    ? { done: true, why: 'Emails to guests and staff go out through your mail server.', details: [] }
    : {
        done: false,
        why: 'No mail server is set: confirmation and reset-code emails are only printed in the server log, never delivered.',
        details: [],
      };

const findings = async (ctx: AppContext): Promise<Record<GoLiveItemId, Finding>> => {
  const { db, config } = ctx.deps;
  const [content, demoRooms, backup] = await Promise.all([
    findContentMap(db),
    findDemoRooms(db, DEMO_ROOM_NAMES),
    lastBackupMade(ctx),
  ]);
  return {
    payment_accounts: contentFinding('payment_accounts', content),
    contact_details: contentFinding('contact_details', content),
    address_map: contentFinding('address_map', content),
    stay_times: contentFinding('stay_times', content),
    demo_rooms:
      demoRooms.length === 0
        ? { done: true, why: 'No demo room or demo picture is left on the site.', details: [] }
        : {
            done: false,
            why: `${demoRooms.length} ${demoRooms.length === 1 ? 'room is' : 'rooms are'} still a demo room or ${demoRooms.length === 1 ? 'shows' : 'show'} a demo picture: replace them with your rooms and photos, or delete them.`,
            details: demoRooms,
          },
    smtp: smtpFinding(config.smtpUrl),
    site_url: siteUrlFinding(config.siteUrl),
    backup: backup
      ? {
          done: true,
          why: `The last backup was made on ${formatDay(todayIn(config.resortTz, new Date(backup.at)))}.`,
          details: [],
        }
      : {
          done: false,
          why: 'No backup has been made yet: make one and keep a copy off this machine.',
          details: [],
        },
  };
};

export const goLiveChecklist = async (ctx: AppContext): Promise<GoLiveItemDto[]> => {
  const [found, dismissals] = await Promise.all([findings(ctx), findChecklistDismissals(ctx.deps.db)]);
  return GO_LIVE_ITEM_IDS.map((id) => {
    const dismissal = dismissals.find((d) => d.item === id);
    return {
      id,
      ...ITEMS[id],
      ...found[id],
      dismissed: dismissal
        ? { at: dismissal.at.toISOString(), by: dismissal.by, byName: dismissal.byName }
        : null,
    };
  });
};

const itemOr404 = (id: string): GoLiveItemId => {
  const known = GO_LIVE_ITEM_IDS.find((item) => item === id);
  if (!known) throw notFound('There is no such checklist item');
  return known;
};

/** Dismisses (or, with dismissed false, brings back) one item; answers the item as it now is. */
export const setDismissed = async (
  ctx: AppContext,
  options: { id: string; dismissed: boolean; adminId: string },
): Promise<GoLiveItemDto> => {
  const id = itemOr404(options.id);
  await setChecklistDismissal(ctx.deps.db, {
    item: id,
    dismissed: options.dismissed,
    by: options.adminId,
    at: ctx.deps.now(),
  });
  const item = (await goLiveChecklist(ctx)).find((entry) => entry.id === id);
  if (!item) throw notFound('There is no such checklist item');
  return item;
};
