// @vitest-environment jsdom
// Booked revenue's two parts beside the ledger's cards: room revenue and day-use revenue (day visits),
// in English and Filipino, and the day-use column of the months' table.
import '@testing-library/jest-dom/vitest';
import { financialReportSchema } from '@domain/api/reports';
import type { FinancialReportDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { MonthlyFiguresTable } from './monthly-figures-table';
import { LedgerCards } from './report-figures';

/** The report the API documents as its first example (March 2025: rooms and day visits). */
const [example] = (financialReportSchema.meta()?.examples ?? []) as unknown[];
const report: FinancialReportDto = financialReportSchema.parse(example);

const pesos = (amount: string) => formatPesos(amount, { cents: true });

afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

describe('booked revenue by kind', () => {
  it('shows room revenue and day-use revenue beside booked revenue, adding up to it', () => {
    const { figures } = report;
    // the example is worth checking against: both parts non-zero, adding up to booked revenue
    expect(Number(figures.roomRevenue) + Number(figures.dayVisitRevenue)).toBe(Number(figures.bookedRevenue));
    expect(Number(figures.dayVisitRevenue)).toBeGreaterThan(0);
    render(<LedgerCards data={report} />);
    const split = screen.getByTestId('revenue-split');
    expect(within(split).getByRole('heading', { name: 'Booked Revenue by kind' })).toBeInTheDocument();
    const room = within(split).getByTestId('figure-roomRevenue');
    expect(room).toHaveTextContent('Room Revenue');
    expect(room).toHaveTextContent(pesos(figures.roomRevenue));
    const dayUse = within(split).getByTestId('figure-dayVisitRevenue');
    expect(dayUse).toHaveTextContent('Day-use Revenue');
    expect(dayUse).toHaveTextContent(pesos(figures.dayVisitRevenue));
    expect(dayUse).toHaveTextContent('day visits');
    // the ledger's two cards are still there, booked revenue whole
    expect(screen.getAllByTestId('ledger-card')[0]).toHaveTextContent(pesos(figures.bookedRevenue));
  });

  it('names the two parts in Filipino when the page is in Filipino', async () => {
    await applyLanguage('fil');
    render(<LedgerCards data={report} />);
    const split = screen.getByTestId('revenue-split');
    expect(within(split).getByTestId('figure-roomRevenue')).toHaveTextContent('Kita sa mga Kuwarto');
    expect(within(split).getByTestId('figure-dayVisitRevenue')).toHaveTextContent('Kita sa Day-use');
    expect(within(split).getByTestId('figure-dayVisitRevenue')).toHaveTextContent(
      pesos(report.figures.dayVisitRevenue),
    );
  });

  it('gives the months’ table a Day-use Revenue column', () => {
    render(<MonthlyFiguresTable months={report.months} total={report.figures} />);
    const table = screen.getByTestId('monthly-figures');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const column = headers.indexOf('Day-use Revenue');
    expect(column).toBe(headers.indexOf('Booked Revenue') + 1);
    const [firstMonth] = within(table).getAllByRole('row').slice(1);
    expect(within(firstMonth as HTMLElement).getAllByRole('cell')[column - 1]).toHaveTextContent(
      pesos(report.months[0]?.dayVisitRevenue ?? ''),
    );
  });
});
