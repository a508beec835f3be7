// Spec sections 2, 4, 5 and 7: the contact page, its 'Send us a Message' form, the required-field
// toast, the success toast and the cleared form.

import { uniqueEmail } from '../support/accounts';
import { expectVisible, newPage } from '../support/browser';
import { hasDatabase, sql } from '../support/db';
import { describe, expect, test } from '../support/test';

describe('contact page', () => {
  test('shows the office hours and the emergency line', async () => {
    const page = await newPage();
    await page.goto('/contact');
    await expectVisible(page.getByText('Monday - Sunday 8:00 AM - 8:00 PM'));
    await expectVisible(page.getByText('24/7 Emergency Support'));
    await expectVisible(page.getByText('Send us a Message'));
  });

  test("an empty message is refused with 'Please fill in all required fields.'", async () => {
    const page = await newPage();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectVisible(page.getByText('Please fill in all required fields.'));
  });

  test("a complete message is sent: 'Message Sent!' and the form is cleared", async () => {
    const email = uniqueEmail('contact');
    const page = await newPage({ viewport: 'phone' });
    await page.goto('/contact');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await form.getByLabel(/name/i).fill('Carmela Dizon');
    await form.getByLabel(/email/i).fill(email);
    await form.getByLabel(/phone/i).fill('+63 917 123 4567');
    const subject = form.getByLabel(/subject/i);
    const subjects = (await subject.locator('option').allInnerTexts()).map((s) => s.trim());
    expect(subjects).toEqual(
      expect.arrayContaining(['General Inquiry', 'Reservation', 'Special Events', 'Feedback']),
    );
    await subject.selectOption({ label: 'Special Events' });
    const message = form.getByLabel(/message/i);
    expect(await message.getAttribute('rows')).toBe('4');
    await message.fill('We would like to hold a small wedding reception for 60 guests in June.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectVisible(page.getByText('Message Sent!', { exact: true }));
    await expect.poll(() => form.getByLabel(/name/i).inputValue()).toBe('');
    await expect.poll(() => message.inputValue()).toBe('');

    if (hasDatabase()) {
      const rows = await sql('SELECT subject, phone FROM inquiries WHERE email = $1', [email]);
      expect(rows).toEqual([{ subject: 'Special Events', phone: '+63 917 123 4567' }]);
    }
  });
});
