import { monthDates, type KnownRole, type RatingDashboard, type RatingLeaderboard, type SalesChallenge } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { createAppServices } from '@/lib/services/create-app-services';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { preloadStaffScreens } from '@/test/preload-staff-screens';
import { leaderboardWith } from '@/test/staff-reservation-fixtures';
import { renderApp } from '@/test/render-app';

// jsdom draws no canvas, and Chart.js's resize listener throws when React removes the canvas under it: the chart
// is stood in for by its text alternative here (the Chromium journey sees the real chart).
vi.mock('../components/sales-chart', () => ({
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const ok = (body: unknown) => () => ({ status: 200, body });
const guide = (_id: string, firstname: string, surname: string) => ({ _id, firstname, surname, personimage: null });
// The signed-in staff member of the fixtures is e1.
const me = guide('e1', 'Sam', 'Jansen');
const bram = guide('g2', 'Bram', 'Meijer');
const anouk = guide('g3', 'Anouk', 'Smits');

const dashboard: RatingDashboard = {
  timeZone: 'Europe/Amsterdam',
  labels: [
    { label: 'guide', own: { average: 4.5, count: 6 }, team: { average: 4.33, count: 12 } },
    { label: 'stay', own: { average: 4, count: 3 }, team: { average: 4.2, count: 10 } },
    { label: 'app', own: { average: null, count: 0 }, team: { average: null, count: 0 } },
  ],
  comments: [
    { _id: 'c1', label: 'guide', score: 5, comment: 'Sam showed us the spoonbills at dawn.', guide: me, createdAt: '2026-03-18T09:00:00.000Z' },
    { _id: 'c2', label: 'stay', score: 3, comment: 'The shower was cold.', guide: me, createdAt: '2026-03-10T09:00:00.000Z' },
  ],
  guides: [
    {
      employee: me,
      labels: [
        { label: 'guide', average: 4.5, count: 6 },
        { label: 'stay', average: 4, count: 3 },
        { label: 'app', average: null, count: 0 },
      ],
    },
  ],
};

const everyGuide: RatingDashboard['guides'] = [
  dashboard.guides[0]!,
  {
    employee: bram,
    labels: [
      { label: 'guide', average: 4.17, count: 6 },
      { label: 'stay', average: 4.29, count: 7 },
      { label: 'app', average: 5, count: 1 },
    ],
  },
];

const board = (label: RatingLeaderboard['label'], from = '2026-03-01', to = '2026-03-31'): RatingLeaderboard => ({
  label,
  from,
  to,
  rows: [
    { employee: bram, average: 4.5, count: 4, rank: 1 },
    { employee: me, average: 4.5, count: 4, rank: 1 },
    { employee: anouk, average: null, count: 0, rank: 3 },
  ],
});

const challenge = (month: string, rows: SalesChallenge['rows']): SalesChallenge => ({
  month,
  ...monthDates(month),
  timeZone: 'Europe/Amsterdam',
  rows,
  leader: rows[0] && rows[0].sales > 0 ? rows[0] : null,
  mine: rows.find((row) => row.employee._id === 'e1') ?? null,
  participants: 3,
  // Every guide's sales: a guide's rows are only the leader and themselves.
  total: 210.4,
});
const march = challenge('2026-03', [
  { employee: bram, sales: 152.5, orders: 4, rank: 1 },
  { employee: me, sales: 19.95, orders: 1, rank: 3 },
]);
const february = challenge('2026-02', [
  { employee: me, sales: 80, orders: 2, rank: 1 },
]);

function renderRatings(routes: Record<string, FakeHandler> = {}, options: { role?: KnownRole; path?: string; language?: Language } = {}) {
  const server = createFakeFetch({
    'GET /api/employee/rating/dashboard': ok(dashboard),
    'GET /api/employee/rating/leader-board/{label}': (request) => ({
      status: 200,
      body: board(request.path.split('/').pop() as RatingLeaderboard['label'], request.query.get('from') ?? undefined, request.query.get('to') ?? undefined),
    }),
    'GET /api/employee/rating/productsales-challange': ok(march),
    'GET /api/employee/rating/productsales-challange/2026-02': ok(february),
    'GET /api/employee/reservation/leaderboard': ok(leaderboardWith()),
    'GET /api/employee/chat/unread': ok({ unread: 0, suggestions: [] }),
    ...routes,
  });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor(options.role ?? 'GUIDE'));
  services.session.saveSettings(settingsWith());
  return { ...renderApp(options.path ?? '/guide/ratings', { services, language: options.language }), server };
}

const cardOf = async (name: string | RegExp) => (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

beforeAll(async () => {
  await preloadStaffScreens();
  await import('../pages/staff-ratings-page');
});

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('staff ratings page', () => {
  it("shows a guide their own averages next to the team's and the comments about them, no table of every guide", async () => {
    renderRatings();
    const mine = await cardOf('My ratings');
    expect(within(mine).getAllByRole('listitem')[0]).toHaveTextContent('Guide ratings4.5 of 56 ratingsTeam 4.3 · 12 ratings');
    expect(within(mine).getAllByRole('listitem')[1]).toHaveTextContent('Stay ratings4.0 of 53 ratingsTeam 4.2 · 10 ratings');
    expect(within(mine).getAllByRole('listitem')[2]).toHaveTextContent('App ratings–0 ratingsTeam: no ratings yet');

    const comments = await cardOf('What guests said about you');
    expect(within(comments).getAllByRole('listitem').map((item) => item.querySelector('.rating-comment__text')?.textContent)).toEqual([
      'Sam showed us the spoonbills at dawn.',
      'The shower was cold.',
    ]);
    expect(within(comments).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All guides' })).toBeNull();
  });

  it('ranks the guides per label and period, ties sharing a rank, the guide marked', async () => {
    const { server } = renderRatings();
    const card = await cardOf('Leaderboard');
    const ranking = await within(card).findByRole('list', { name: 'Guide ratings' });
    expect(within(ranking).getAllByRole('listitem').map((row) => row.querySelector('.ranking-list__rank')?.textContent)).toEqual(['1', '1', '3']);
    expect(within(ranking).getAllByRole('listitem')[1]).toHaveTextContent('Sam JansenYou');
    expect(within(ranking).getAllByRole('listitem')[2]).toHaveTextContent('No ratings in this period');
    expect(within(card).getByText('Sun 1 Mar – Tue 31 Mar')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Stay' }));
    expect(await within(card).findByRole('list', { name: 'Stay ratings' })).toBeInTheDocument();

    // The periods count back from the location's current month (the challenge's).
    await waitFor(() => expect(within(card).getByRole('option', { name: 'Last month' })).not.toBeDisabled());
    fireEvent.change(within(card).getByLabelText('Period'), { target: { value: 'lastMonth' } });
    expect(await within(card).findByText('Sun 1 Feb – Sat 28 Feb')).toBeInTheDocument();
    const last = server.requests.filter((request) => request.endpoint === 'staffRatingApi.leaderboard').at(-1);
    expect([last?.path, last?.query.get('from'), last?.query.get('to')]).toEqual(['/api/employee/rating/leader-board/stay', '2026-02-01', '2026-02-28']);
  });

  it('ranks the guides by guests matched and served this month', async () => {
    renderRatings();
    const card = await cardOf('Guests matched and served');
    expect(await within(card).findByText('Sun 1 Mar – Tue 31 Mar')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['1SBSanne Bakker12 matched · 8 served', '2DVDaan Visser5 matched · 5 served']);
    expect(within(card).getByLabelText('Rank 1')).toBeInTheDocument();
  });

  it('ranks the guides by guests matched and served in Dutch', async () => {
    renderRatings({}, { language: 'nl' });
    const card = await cardOf('Gasten gekoppeld en geholpen');
    await waitFor(() => expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Sanne Bakker12 gekoppeld · 8 geholpen'));
  });

  it('says when the guides could not be ranked and tries again', async () => {
    let calls = 0;
    renderRatings({
      'GET /api/employee/reservation/leaderboard': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } } : { status: 200, body: leaderboardWith() };
      },
    });
    const card = await cardOf('Guests matched and served');
    expect(await within(card).findByText('The guides could not be loaded.')).toBeInTheDocument();
    fireEvent.click(within(card).getByText('Try again', { selector: 'ion-button' }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
  });

  it("shows the month's sales challenge with the leader, the guide's position, a chart and its table; months can be picked", async () => {
    const { server } = renderRatings();
    const card = await cardOf('Product sales challenge');
    expect(await within(card).findByText('March 2026')).toBeInTheDocument();
    expect(within(card).getByText('Leader').closest('div')).toHaveTextContent('Bram Meijer€152.50');
    expect(within(card).getByText('Your position').closest('div')).toHaveTextContent('3 of 3€19.95 · 1 order');
    // The total counts every guide, not only the rows a guide sees, and says so.
    expect(within(card).getByText('Total of all 3 guides').closest('div')).toHaveTextContent('€210.40');
    expect(within(card).getByText('The chart shows the leader and you; the total counts every guide.')).toBeInTheDocument();
    const chart = await within(card).findByRole('img', { name: /^Sales per guide in March 2026/ });
    expect(chart).toHaveAccessibleName('Sales per guide in March 2026: Bram Meijer €152.50, Sam Jansen €19.95.');
    const table = within(card).getByRole('table', { name: 'Sales per guide' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['1Bram Meijer€152.504', '3Sam Jansen€19.951']);

    expect(within(card).getByLabelText('Next month')).toHaveAttribute('disabled');
    fireEvent.click(within(card).getByLabelText('Previous month'));
    expect(await within(card).findByText('February 2026')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Your position').closest('div')).toHaveTextContent('1 of 3€80.00 · 2 orders'));
    expect(server.requests.some((request) => request.path === '/api/employee/rating/productsales-challange/2026-02')).toBe(true);
  });

  it('shows management the team and every guide, in Dutch', async () => {
    renderRatings(
      { 'GET /api/employee/rating/dashboard': ok({ ...dashboard, guides: everyGuide }), 'GET /api/employee/rating/productsales-challange': ok({ ...march, mine: null }) },
      { role: 'MANAGEMENT', path: '/management/ratings', language: 'nl' },
    );
    const team = await cardOf('Beoordelingen van het team');
    expect(within(team).getAllByRole('listitem')[0]).toHaveTextContent('Beoordelingen van de gids4,3 van 512 beoordelingen');
    const table = within(await cardOf('Alle gidsen')).getByRole('table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'GidsGidsVerblijfApp',
      'Sam Jansen4,5 (6)4,0 (3)–',
      'Bram Meijer4,2 (6)4,3 (7)5,0 (1)',
    ]);
    const comments = await cardOf('Recente opmerkingen');
    expect(within(comments).getAllByRole('listitem')[0]).toHaveTextContent('Over Sam Jansen');
    const challengeCard = await cardOf('Verkoopwedstrijd');
    expect(await within(challengeCard).findByText('maart 2026')).toBeInTheDocument();
    expect(within(challengeCard).queryByText('Jouw positie')).toBeNull();
  });

  it('says when the ratings could not be loaded and tries again', async () => {
    let calls = 0;
    renderRatings({
      'GET /api/employee/rating/dashboard': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } } : { status: 200, body: dashboard };
      },
    });
    expect(await screen.findByRole('heading', { name: 'The ratings could not be loaded' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again', { selector: 'ion-button' }));
    expect(await screen.findByRole('heading', { name: 'My ratings' })).toBeInTheDocument();
  });
});
