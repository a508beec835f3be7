// The admin's FAQ for the chat assistant: list, add, change, delete, and the questions the
// assistant could not answer, most asked first, so the FAQ grows from what guests really ask.
import type { ChatbotFaqDto, UnansweredQuestionDto } from '@domain/api-types';
import { FAQ_LANGUAGES, FAQ_LIMITS, type FaqLanguage } from '@domain/chatbot';
import type { FaqInput } from '@domain/schemas/chatbot';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import { assertUuid } from '../../lib/route-ids';
import { toFaqDto } from './dto';
import { matchFaq } from './faq-match';
import * as repo from './repository';
import { loadFaqIndex } from './service';

const FAQ_NOT_FOUND = 'FAQ entry not found';
/** The unanswered list shows this many questions: the most asked are the ones worth an entry. */
export const UNANSWERED_LIMIT = 100;

const getFaq = async (db: Database, id: string): Promise<ChatbotFaqDto> => {
  const row = await repo.findFaq(db, id);
  if (!row) throw notFound(FAQ_NOT_FOUND);
  return toFaqDto(row);
};

export const listFaqs = async (ctx: AppContext): Promise<ChatbotFaqDto[]> =>
  (await repo.findFaqs(ctx.deps.db)).map(toFaqDto);

export const createFaq = async (
  ctx: AppContext,
  input: FaqInput,
  adminId: string,
): Promise<ChatbotFaqDto> => {
  const { db } = ctx.deps;
  // every message is matched against every entry: the cap keeps that work bounded
  if ((await repo.countFaqs(db)) >= FAQ_LIMITS.entries)
    throw conflict(`The FAQ holds at most ${FAQ_LIMITS.entries} entries. Edit or delete one first.`);
  return getFaq(db, await repo.insertFaq(db, { ...input, adminId }));
};

export const updateFaq = async (
  ctx: AppContext,
  options: { id: string; input: FaqInput; adminId: string },
): Promise<ChatbotFaqDto> => {
  const { db } = ctx.deps;
  assertUuid(options.id, FAQ_NOT_FOUND);
  const id = await repo.updateFaq(db, options.id, { ...options.input, adminId: options.adminId });
  if (!id) throw notFound(FAQ_NOT_FOUND);
  return getFaq(db, id);
};

export const deleteFaq = async (ctx: AppContext, id: string): Promise<void> => {
  const { db } = ctx.deps;
  assertUuid(id, FAQ_NOT_FOUND);
  if (!(await repo.deleteFaq(db, id))) throw notFound(FAQ_NOT_FOUND);
};

/** The languages a question was asked in, most asked first; on a tie the latest wording's first. */
const languagesOf = (row: {
  byLanguage: Record<FaqLanguage, number>;
  latestLanguage: FaqLanguage | null;
}): FaqLanguage[] =>
  FAQ_LANGUAGES.filter((language) => row.byLanguage[language] > 0).sort(
    (a, b) =>
      row.byLanguage[b] - row.byLanguage[a] ||
      Number(b === row.latestLanguage) - Number(a === row.latestLanguage),
  );

/** Questions that got "contact us", most asked first; those an FAQ entry answers now are left out. */
export const listUnansweredQuestions = async (ctx: AppContext): Promise<UnansweredQuestionDto[]> => {
  const { db } = ctx.deps;
  const [rows, index] = await Promise.all([
    repo.findUnansweredQuestions(db, UNANSWERED_LIMIT),
    loadFaqIndex(db),
  ]);
  return rows
    .filter((row) => matchFaq(index, row.question) === null)
    .map((row) => ({
      question: row.question,
      count: row.count,
      lastAskedAt: row.lastAskedAt.toISOString(),
      languages: languagesOf(row),
    }));
};
