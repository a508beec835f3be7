// Website texts edited by admins; keys never stored fall back to CONTENT_DEFAULTS in the browser.
import type { ContentItemDto } from '@domain/api-types';
import type { Database } from '../../db/client';
import { toContentItemDto } from './dto';
import * as repo from './repository';

export const listContent = async (db: Database): Promise<ContentItemDto[]> =>
  (await repo.findAllContent(db)).map(toContentItemDto);
