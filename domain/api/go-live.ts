// GET /api/admin/go-live: the "Before you go live" checklist, each item's state computed from the
// resort's real data and settings, and the admin's dismissals.
import { z } from 'zod';
import { GO_LIVE_ITEM_IDS } from '../go-live';
import { timestamp, uuid } from './common';

export const goLiveItemSchema = z
  .object({
    id: z.enum(GO_LIVE_ITEM_IDS),
    title: z.string(),
    done: z.boolean(),
    why: z.string().describe('What is still to do (or what was done), in a sentence'),
    details: z
      .array(z.string())
      .describe('What keeps it to do: the content keys still at their default, the demo rooms left'),
    fix: z.object({
      label: z.string(),
      href: z.string().nullable().describe('A page of the site to fix it on; null for a server setting'),
    }),
    dismissed: z
      .object({ at: timestamp, by: uuid.nullable(), byName: z.string().nullable() })
      .nullable()
      .describe('Set when the admin chose to skip this item'),
  })
  .meta({ id: 'GoLiveItem' });

export const goLiveChecklistSchema = z.array(goLiveItemSchema).meta({
  id: 'GoLiveChecklist',
  examples: [
    [
      {
        id: 'payment_accounts',
        title: 'Payment accounts',
        done: false,
        why: 'The booking page, the booking emails and the chat still show the demo GCash and BDO accounts.',
        details: ['gcash_number', 'bdo_account'],
        fix: { label: 'Edit payment accounts', href: '/admin-content#group-payments' },
        dismissed: null,
      },
    ],
  ],
});

export type GoLiveItemDto = z.infer<typeof goLiveItemSchema>;
