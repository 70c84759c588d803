import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { emptyCampaign, campaignBodyOf } from './campaign-draft';
import { MarketingPage } from './marketing-page';

const campaignId = '33333333-3333-4333-8333-333333333333';
const challengeId = '44444444-4444-4444-8444-444444444444';

const campaign = {
  ...campaignBodyOf({
    ...emptyCampaign,
    slug: 'welcome-ten',
    names: { ...emptyCampaign.names, en: 'Welcome ten' },
    amountEuros: '10',
  }).body!,
  id: campaignId,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

const challenge = {
  id: challengeId,
  tier: 2,
  multiplier: null,
  prizeMinor: null,
  minBetMinor: null,
  currency: null,
  gameId: null,
  maxWinners: 3,
  winnersCount: 1,
  status: 'open',
  startsAt: '2026-06-01T10:00:00.000Z',
  endsAt: null,
  winners: [],
};

const race = {
  id: '55555555-5555-4555-8555-555555555555',
  url: 'friday-race',
  name: 'Friday race',
  status: 'upcoming',
  poolMinor: '8500',
  startsAt: '2026-06-05T18:00:00.000Z',
  endsAt: '2026-06-05T22:00:00.000Z',
  results: [],
};

const catalogueGame = (id: string, slug: string, title: string) => ({
  id,
  slug,
  title,
  providerCode: 'neon',
  providerName: 'Neon Studio',
  category: 'slots',
  tags: [],
  enabled: true,
  popularity: 10,
  isNew: false,
  isJackpot: false,
  overridden: [],
});
const bookId = '66666666-6666-4666-8666-666666666666';

const codeRow = (code: string, uses: number, maxUses: number | null) => ({
  id: `id-${code}`,
  code,
  campaign: 'welcome-ten',
  status: 'active',
  maxUses,
  uses,
  onePerAddress: false,
  startsAt: null,
  endsAt: maxUses === null ? null : '2026-07-01T00:00:00.000Z',
  createdAt: '2026-06-02T10:00:00.000Z',
});
const codesPage = (hasMore: boolean) => ({
  codes: [codeRow('summer10', 3, 50), codeRow('vip', 0, null)],
  page: { limit: 20, offset: 0, hasMore },
});

const gets = (calls: ReturnType<typeof fakeStaffApi>, path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith(`/staff/v1${path}`));

const posts = (calls: ReturnType<typeof fakeStaffApi>, path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === `/staff/v1${path}`);

describe('marketing page', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pauses a campaign, creates a promotion code for it and a campaign typed in euros', async () => {
    const calls = fakeStaffApi({
      'GET /staff/v1/bonus/campaigns': { campaigns: [campaign] },
      'GET /staff/v1/bonus/codes': codesPage(false),
      [`POST /staff/v1/bonus/campaigns/${campaignId}/status`]: { ...campaign, status: 'paused' },
      'POST /staff/v1/bonus/codes': {
        id: 'c1',
        code: 'SUMMER10',
        campaign: 'welcome-ten',
        status: 'active',
        maxUses: 50,
        uses: 0,
      },
      'POST /staff/v1/bonus/campaigns': { ...campaign, slug: 'autumn-five' },
    });
    renderAs(['bonuses.read', 'bonuses.write'], '/marketing', <MarketingPage />, '/marketing');
    const row = await screen.findByTestId('campaign');
    expect(within(row).getByText('Welcome ten')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Challenges' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Pause' }));
    await screen.findByText('welcome-ten is now: Paused.');
    expect(posts(calls, `/bonus/campaigns/${campaignId}/status`)[0]?.body).toEqual({ status: 'paused' });

    const codeForm = screen.getByRole('form', { name: 'New promotion code' });
    fireEvent.change(within(codeForm).getByLabelText('Code'), { target: { value: 'SUMMER10' } });
    fireEvent.change(within(codeForm).getByLabelText('Maximum uses (empty: no limit)'), {
      target: { value: '50' },
    });
    fireEvent.click(within(codeForm).getByRole('button', { name: 'Create the code' }));
    await screen.findByText('Code SUMMER10 created for welcome-ten.');
    // The list of codes is read again, so the new code shows.
    await waitFor(() => expect(gets(calls, '/bonus/codes')).toHaveLength(2));
    expect(posts(calls, '/bonus/codes')[0]?.body).toMatchObject({
      code: 'SUMMER10',
      campaign: 'welcome-ten',
      maxUses: 50,
    });

    const campaignForm = screen.getByRole('form', { name: 'New campaign' });
    fireEvent.change(within(campaignForm).getByLabelText('Address (slug)'), {
      target: { value: 'autumn-five' },
    });
    fireEvent.change(within(campaignForm).getByLabelText('Name'), { target: { value: 'Autumn five' } });
    fireEvent.change(within(campaignForm).getByLabelText('Description'), {
      target: { value: 'Five euros.' },
    });
    // The Spanish tab: the English text shows as a hint, the Spanish one is typed.
    fireEvent.click(within(campaignForm).getByRole('tab', { name: 'Español' }));
    const spanishName = within(campaignForm).getByLabelText('Name') as HTMLInputElement;
    expect(spanishName.value).toBe('');
    expect(spanishName.placeholder).toBe('Autumn five');
    fireEvent.change(spanishName, { target: { value: 'Cinco de otoño' } });
    expect(within(campaignForm).getByRole('tab', { name: 'Español ✓' })).toBeTruthy();
    // The card as a Spanish player would see it: the Spanish name, the English description in its stead.
    const preview = within(campaignForm).getByRole('article', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Cinco de otoño' })).toBeTruthy();
    expect(within(preview).getByText('Five euros.')).toBeTruthy();
    expect(within(preview).getByText('No deposit · Promotion code · ×30')).toBeTruthy();
    expect(
      within(preview).getByText("Part of this language's text is missing: the English text is shown."),
    ).toBeTruthy();
    fireEvent.click(within(campaignForm).getByRole('tab', { name: 'English ✓' }));
    expect((within(campaignForm).getByLabelText('Name') as HTMLInputElement).value).toBe('Autumn five');
    fireEvent.change(within(campaignForm).getByLabelText('Bonus amount (EUR)'), { target: { value: '5,5' } });
    fireEvent.click(within(campaignForm).getByRole('button', { name: 'Create the campaign' }));
    await screen.findByText('Campaign autumn-five created and active.');
    expect(posts(calls, '/bonus/campaigns')[0]?.body).toMatchObject({
      slug: 'autumn-five',
      kind: 'no_deposit',
      activation: 'code',
      names: { en: 'Autumn five', es: 'Cinco de otoño' },
      descriptions: { en: 'Five euros.' },
      amountEurCents: '550',
      matchPercent: null,
    });
  });

  it('lists the promotion codes with their uses, window and state, and pages to older ones', async () => {
    const calls = fakeStaffApi({
      'GET /staff/v1/bonus/campaigns': { campaigns: [campaign] },
      'GET /staff/v1/bonus/codes': codesPage(true),
    });
    renderAs(['bonuses.read'], '/marketing', <MarketingPage />, '/marketing');
    const list = await screen.findByRole('region', { name: 'Promotion codes' });
    const rows = await within(list).findAllByTestId('bonus-code');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('SUMMER10')).toBeTruthy();
    expect(within(rows[0]!).getByText('3 of 50')).toBeTruthy();
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    expect(
      within(rows[0]!).getByText(new Date('2026-07-01T00:00:00.000Z').toLocaleString('en')),
    ).toBeTruthy();
    expect(within(rows[1]!).getByText('0 (no limit)')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Newer codes' })).toBeNull();
    expect(gets(calls, '/bonus/codes')[0]?.url).toContain('offset=0');

    fireEvent.click(within(list).getByRole('button', { name: 'Older codes' }));
    await waitFor(() => expect(gets(calls, '/bonus/codes')).toHaveLength(2));
    expect(gets(calls, '/bonus/codes')[1]?.url).toContain('offset=20');
    await within(list).findByRole('button', { name: 'Newer codes' });
  });

  it("picks a free-spins campaign's game by name and sends its slug", async () => {
    const calls = fakeStaffApi({
      'GET /staff/v1/bonus/campaigns': { campaigns: [] },
      'GET /staff/v1/bonus/codes': { codes: [], page: { limit: 20, offset: 0, hasMore: false } },
      'GET /staff/v1/catalogue/games': {
        games: [catalogueGame(bookId, 'book-of-neon', 'Book of Neon')],
        total: 1,
        tags: [],
        categories: ['slots'],
      },
      'POST /staff/v1/bonus/campaigns': { ...campaign, slug: 'neon-spins' },
    });
    renderAs(['bonuses.read', 'bonuses.write'], '/marketing', <MarketingPage />, '/marketing');
    await screen.findByText('No promotion code yet.');
    const form = screen.getByRole('form', { name: 'New campaign' });
    fireEvent.change(within(form).getByLabelText('Address (slug)'), { target: { value: 'neon-spins' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Neon spins' } });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'free_spins' } });
    expect(within(form).getByText('Pick the game the spins are played on.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Find a game (title or slug)'), {
      target: { value: 'book' },
    });
    fireEvent.click(await within(form).findByRole('button', { name: 'Book of Neon (Neon Studio)' }));
    expect(
      within(within(form).getByRole('list', { name: 'Chosen games' })).getByText('Book of Neon'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Number of free spins'), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText('Value of a spin (EUR)'), { target: { value: '0.2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the campaign' }));
    await waitFor(() => expect(posts(calls, '/bonus/campaigns')).toHaveLength(1));
    expect(posts(calls, '/bonus/campaigns')[0]?.body).toMatchObject({
      kind: 'free_spins',
      freeSpinsGameSlug: 'book-of-neon',
      freeSpinsCount: 20,
      freeSpinValueEurCents: '20',
    });
  });

  it('cancels a challenge after a confirmation and schedules a race with its prizes by place', async () => {
    const calls = fakeStaffApi({
      'GET /staff/v1/challenges': { challenges: [challenge] },
      [`POST /staff/v1/challenges/${challengeId}/cancel`]: { ...challenge, status: 'cancelled' },
      'GET /staff/v1/slotRaces': { races: [race] },
      'POST /staff/v1/slotRaces': race,
      'GET /staff/v1/catalogue/games': {
        games: [
          catalogueGame(bookId, 'book-of-neon', 'Book of Neon'),
          catalogueGame('77777777-7777-4777-8777-777777777777', 'neon-bonanza', 'Neon Bonanza'),
        ],
        total: 2,
        tags: [],
        categories: ['slots'],
      },
    });
    renderAs(['competitions.read', 'competitions.write'], '/marketing', <MarketingPage />, '/marketing');
    const row = await screen.findByTestId('challenge');
    expect(within(row).getByText('Tier 2')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bonus campaigns' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls, `/challenges/${challengeId}/cancel`)).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(posts(calls, `/challenges/${challengeId}/cancel`)).toHaveLength(1));

    expect(within(await screen.findByTestId('race')).getByText('8500')).toBeTruthy();
    const raceForm = screen.getByRole('form', { name: 'New slot race' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(raceForm).getByLabelText(label), { target: { value } });
    fill('Name', 'Friday race');
    fill('Prizes by place (minor units, comma-separated)', '5000, 2500 1000');
    fill('Starts', '2026-06-05T20:00');
    fill('Ends', '2026-06-06T00:00');
    // The race's games are picked by name from the catalogue; the API gets their ids.
    expect(within(raceForm).getByText('None chosen: every slot counts.')).toBeTruthy();
    fill('Find a game (title or slug)', 'neon');
    fireEvent.click(await within(raceForm).findByRole('button', { name: 'Book of Neon (Neon Studio)' }));
    const chosen = within(raceForm).getByRole('list', { name: 'Chosen games' });
    expect(within(chosen).getByText('book-of-neon')).toBeTruthy();
    expect(gets(calls, '/catalogue/games').at(-1)?.url).toContain('q=neon');
    fireEvent.click(within(raceForm).getByRole('button', { name: 'Create the race' }));
    await screen.findByText('Race Friday race created.');
    expect(posts(calls, '/slotRaces')[0]?.body).toMatchObject({
      name: 'Friday race',
      scoring: 'wagered',
      currency: 'EUR',
      minBetMinor: '0',
      prizesMinor: ['5000', '2500', '1000'],
      gameIds: [bookId],
      startsAt: new Date('2026-06-05T20:00').toISOString(),
    });
  });

  it('shows a reader the lists without any form or button that changes them', async () => {
    fakeStaffApi({
      'GET /staff/v1/bonus/campaigns': { campaigns: [campaign] },
      'GET /staff/v1/bonus/codes': codesPage(false),
      'GET /staff/v1/challenges': { challenges: [challenge] },
      'GET /staff/v1/slotRaces': { races: [race] },
    });
    renderAs(['bonuses.read', 'competitions.read'], '/marketing', <MarketingPage />, '/marketing');
    await screen.findByTestId('campaign');
    await screen.findByTestId('race');
    await screen.findByTestId('challenge');
    await screen.findAllByTestId('bonus-code');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('form')).toEqual([]);
  });
});
