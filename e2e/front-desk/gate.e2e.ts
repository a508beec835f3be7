// The gate: a receptionist sells a walk-in pass for today (two adults, a kid, a cottage, cash with its
// receipt number) at the price the form shows, and sees the guest among today's arrived day visitors;
// the cottage is no longer free. The page passes axe; the shots are the gate's tab at 1280 and 390 px.
import type { CottageDto, DayVisitDayDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { uniqueEmail } from '../support/accounts';
import { adminSession, getJson } from '../support/api';
import { expectNoPageErrors, expectVisible } from '../support/browser';
import { checkedShot } from '../support/shots';
import { beforeAll, describe, expect, test } from '../support/test';
import { type Account, call, createDeskClerk, expectToast, openDeskAs, resortToday } from './support';

let clerk: Account;
let cottage: CottageDto;

beforeAll(async () => {
  clerk = await createDeskClerk({ firstName: 'Gloria' });
  cottage = await call<CottageDto>('POST', '/api/admin/day-visits/cottages', await adminSession(), {
    name: `Gate Kubo ${Math.random().toString(36).slice(2, 7)}`,
    capacity: 8,
    price: '1500.00',
  });
});

describe('the gate', () => {
  test('sells a walk-in pass paid in cash and shows the guest as arrived today', async () => {
    const today = resortToday();
    const quote = (
      await getJson<DayVisitDayDto>(`/api/day-visits?date=${today}&adults=2&kids=1&cottageId=${cottage.id}`)
    ).quote!;
    const page = await openDeskAs(clerk, 'gate');
    const form = page.getByRole('form', { name: 'Sell a walk-in pass' });
    await expectVisible(form);
    await form.getByLabel('First name', { exact: true }).fill('Rodel');
    await form.getByLabel('Last name', { exact: true }).fill('Manalo');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('gate'));
    await form.getByLabel('Adults', { exact: true }).fill('2');
    await form.getByLabel('Kids', { exact: true }).fill('1');
    await form.getByLabel('Cottage', { exact: true }).selectOption(cottage.id);
    await form.getByLabel('Official receipt number', { exact: true }).fill('OR-5521');
    // the live price is the server's quote for this party
    await expect(form.getByTestId('gate-total')).toHaveText(formatPesos(quote.totalAmount, { cents: true }));

    await form.getByRole('button', { name: 'Sell and check in' }).click();
    await expectToast(page, 'Success', /: Rodel Manalo is checked in/);
    const arrived = page.getByRole('region', { name: 'Arrived' });
    await expectVisible(arrived.getByTestId('gate-visit').filter({ hasText: 'Rodel Manalo' }));
    await expect(arrived.getByTestId('gate-visit').filter({ hasText: 'Rodel Manalo' })).toContainText(
      cottage.name,
    );
    // the cottage is taken for the day and the form is ready for the next guest
    await expect(page.getByTestId('gate-left')).not.toContainText(cottage.name);
    expect(await form.getByLabel('First name', { exact: true }).inputValue()).toBe('');
    // staff screens stay English (use-language-for-role.ts): the gate's Filipino texts are the client
    // tests' (gate-panel.test.tsx)
    await checkedShot(page, 'gate-en', page.getByRole('tabpanel'));
    expectNoPageErrors(page);
  });
});
