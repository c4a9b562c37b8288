import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Calculator } from '../../views';
import { CALCULATOR_CONTENT } from '../../site/content/en/calculator';
import { OHIO_RESPONSIBLE_GAMBLING_URL } from '../../site/content/help';
import { CostCalculatorSection } from '../../site/pages/CostCalculatorPage';
import { renderWithRuntime } from '../support/render';
import { CALCULATOR_CONTENT as SPANISH } from '../../site/content/es/calculator';

const user = userEvent.setup({ delay: null });

/** The calculator in English, or in the words given. */
function setup(content = CALCULATOR_CONTENT) {
  return renderWithRuntime(<Calculator content={content} titleLevel={1} />);
}

const heading = () => screen.getByRole('heading', { level: 2 });
const button = (name: string | RegExp) =>
  screen.getByRole('button', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });

async function answer(game: RegExp, amount: string, times: string) {
  await user.click(button(game));
  await user.click(screen.getByRole('button', { name: amount }));
  await user.click(screen.getByRole('button', { name: times }));
}

describe('<Calculator>', () => {
  it('$5, 7 times a week: $1,820 a year, the $1,250 tier, one costulator_end, focus on each new screen', async () => {
    const { runtime } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Costulator');
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    expect(heading()).toHaveTextContent('Question 1');
    await waitFor(() => {
      expect(heading()).toHaveFocus();
    });
    await user.click(button(/^Mega Millions/));
    expect(heading()).toHaveTextContent('Question 2');
    await waitFor(() => {
      expect(heading()).toHaveFocus();
    });
    await user.click(screen.getByRole('button', { name: '$5' }));
    await user.click(screen.getByRole('button', { name: '7 times' }));

    const result = heading();
    expect(result).toHaveTextContent('You spend $1,820 a year on Mega Millions');
    expect(result).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => {
      expect(result).toHaveFocus();
    });
    expect(screen.queryByText('AT LEAST')).toBeNull();
    expect(screen.getByText('That money is enough for')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A full grocery cart' })).toHaveAttribute(
      'src',
      '/images/costulator/groceries-month.svg',
    );
    expect(
      screen.getByText('a month of groceries for a family of four, on the USDA’s thrifty plan ($1,002.20)'),
    ).toBeInTheDocument();
    expect(runtime.tracked).toEqual([{ type: 'track', event: 'costulator_end' }]);
  });

  it('switching the period recomputes the spend and the tier, and is announced without another event', async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    await answer(/^Mega Millions/, '$5', '7 times');
    expect(button('Yearly')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Weekly'));
    expect(button('Weekly')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Yearly')).toHaveAttribute('aria-pressed', 'false');
    expect(heading()).toHaveTextContent('You spend $35 a week on Mega Millions');
    expect(screen.getByText('a year’s Ohio resident fishing license ($25)')).toBeInTheDocument();
    await user.click(button(/^Monthly$/));
    expect(heading()).toHaveTextContent('You spend $140 a month (4 weeks) on Mega Millions');
    expect(
      screen.getByText('a month of food for a one-year-old, on the USDA’s thrifty plan ($111.80)'),
    ).toBeInTheDocument();
    // The week, the month and the year stay side by side in the picture.
    const chart = screen.getByRole('figure', { name: /a week, a month \(4 weeks\) and a year/ });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A week $35', 'A month (4\u00a0weeks) $140', 'A year $1,820']);
    expect(runtime.tracked).toHaveLength(1);
  });

  it('says the month is 4 weeks wherever the month is chosen or a monthly total appears', async () => {
    setup();
    expect(screen.getByText(/a month \(4 weeks\) and a year/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    await answer(/^Mega Millions/, '$5', '7 times');
    expect(
      within(screen.getByRole('group', { name: 'Show the cost for' })).getAllByRole('button'),
    ).toHaveLength(3);
    await user.click(button(/^Monthly$/));
    expect(heading()).toHaveTextContent(/\$140 a month \(4 weeks\)/);
    const chart = screen.getByRole('figure');
    const month = within(chart)
      .getAllByRole('listitem')
      .find((li) => li.textContent.includes('$140'));
    expect(month).toHaveTextContent('4 weeks');
    // Every visible 'month' on the result screen is followed by its length.
    const words = document.body.textContent.match(/\bmonth\b(?! \(4\sweeks\))[^.]{0,12}/gi) ?? [];
    const unlabelled = words.filter((w) => !/month of|month's|a month’s/i.test(w));
    expect(unlabelled).toEqual([]);
  });

  it("prints the 'enough for' line's price source, as a link, and its date in small print under it", async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    await answer(/^Mega Millions/, '$5', '7 times');
    const note = screen.getByText(/^Price:/);
    expect(note).toHaveClass('calc-enough__note');
    expect(note).toHaveTextContent(
      'Price: USDA Food and Nutrition Service, Thrifty Food Plan (opens in a new tab), as of September 2025.',
    );
    expect(within(note).getByRole('link', { name: /^USDA Food and Nutrition Service/ })).toHaveAttribute(
      'href',
      'https://www.fns.usda.gov/research/cnpp/usda-food-plans/cost-food-monthly-reports',
    );
    expect(note.closest('.calc-enough')).toHaveTextContent(/That money is enough for/);
    // A price for a day, not a month, is dated to the day.
    await user.click(button('Weekly'));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await answer(/^Classic Lotto/, '$20', '2 times');
    await user.click(button('Weekly'));
    expect(screen.getByText(/^Price:/)).toHaveTextContent(
      /Gasoline and Diesel Fuel Update.*, as of October 27, 2025\.$/,
    );
  });

  it('says it in Spanish too: the item, its price, the source and the date', async () => {
    setup(SPANISH);
    await user.click(screen.getByRole('button', { name: 'Empezar a calcular' }));
    await answer(/^Mega Millions/, '$5', '7 veces');
    expect(screen.getByText('Ese dinero alcanza para')).toBeInTheDocument();
    expect(
      screen.getByText(
        'un mes de comida para una familia de cuatro, según el plan económico del USDA ($1,002.20)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Precio:/)).toHaveTextContent(
      /^Precio: Servicio de Alimentos y Nutrición del USDA, Thrifty Food Plan.*, en septiembre de 2025\.$/,
    );
    expect(screen.getByRole('img', { name: 'Un carrito del supermercado lleno' })).toBeInTheDocument();
  });

  it('Back returns one question and restores the score from before the amount answer', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    await user.click(button(/^KENO/));
    await user.click(screen.getByRole('button', { name: '$10' }));
    expect(heading()).toHaveTextContent('Question 3');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toHaveTextContent('Question 2');
    await waitFor(() => {
      expect(heading()).toHaveFocus();
    });
    await user.click(screen.getByRole('button', { name: '$5' }));
    await user.click(screen.getByRole('button', { name: '7 times' }));
    // $5 x 7 x 52, not $10 x $5 x 7 x 52: the $10 was undone.
    expect(heading()).toHaveTextContent('You spend $1,820 a year on KENO');
  });

  it('Back from the amount returns to the games; the first question has no Back', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(button(/^Powerball/));
    expect(screen.queryByRole('button', { name: '$5' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toHaveTextContent('Question 1');
    await user.click(button(/^Mega Millions/));
    expect(screen.getByRole('button', { name: '$5' })).toBeInTheDocument();
  });

  it('shows no tier at $10 a week and the $15 tier at $15 a week', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    await answer(/^Classic Lotto/, '$5', '2 times');
    await user.click(button('Weekly'));
    expect(heading()).toHaveTextContent('You spend $10 a week');
    expect(screen.queryByText('That money is enough for')).toBeNull();
    expect(screen.getByText(CALCULATOR_CONTENT.smallSpend)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await answer(/^Classic Lotto/, '$15', '1 time');
    await user.click(button('Weekly'));
    expect(heading()).toHaveTextContent('You spend $15 a week');
    expect(screen.getByText('That money is enough for')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A gas pump nozzle' })).toBeInTheDocument();
    expect(
      screen.getByText('5 gallons of regular gas at Ohio’s average pump price ($14.61)'),
    ).toBeInTheDocument();
  });

  it("says AT LEAST for $40 and for '20 times +'; Start again begins a fresh run that ends with its own event", async () => {
    const { runtime } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    await answer(/^Scratch-Offs/, '$40', '1 time');
    expect(heading()).toHaveTextContent('You spend AT LEAST $2,080 a year on Scratch-Offs');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(heading()).toHaveTextContent('Question 1');
    await waitFor(() => {
      expect(heading()).toHaveFocus();
    });
    await answer(/^Pick 3/, '$5', '20 times +');
    expect(heading()).toHaveTextContent('You spend AT LEAST $5,200 a year on Pick 3');
    expect(button('Yearly')).toHaveAttribute('aria-pressed', 'true');
    expect(runtime.tracked).toEqual([
      { type: 'track', event: 'costulator_end' },
      { type: 'track', event: 'costulator_end' },
    ]);
  });

  it('ends with GET HELP, the helpline marked 24/7 and the page that offers live chat, in a new tab', async () => {
    setup();
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    await answer(/^Powerball/, '$10', '2 times');
    expect(screen.getByRole('link', { name: 'GET HELP' })).toHaveAttribute('href', '/get-help-give-help');
    const call = screen.getByRole('link', { name: 'Call 1-800-589-9966' });
    expect(call).toHaveAttribute('href', 'tel:+18005899966');
    expect(call.closest('aside')).toHaveTextContent('24/7');
    const chat = screen.getByRole('link', { name: /Ohio’s responsible gambling page/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('href', OHIO_RESPONSIBLE_GAMBLING_URL);
    expect(chat).toHaveAccessibleName(
      'Ohio’s responsible gambling page (it offers live chat) (opens in a new tab)',
    );
  });
});

describe('<CostCalculatorSection>', () => {
  it('is a home-page section titled by an h2, with its questions one level below', async () => {
    renderWithRuntime(<CostCalculatorSection words={CALCULATOR_CONTENT} />);
    const section = screen.getByRole('region', { name: 'The Costulator' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('The Costulator');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start Calculating' }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Question 1');
  });
});
