import { describe, expect, it } from 'vitest';
import { call } from '../../test/accounts';
import { staffCall, staffToken } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { loginAsNewPlayer } from '../../test/players';

/** A campaign's name and description written by staff in several languages, read in the player's. */
describe('bonus campaign texts by language', () => {
  const ctx = useTestApp();

  it("answers the player's language, English where the campaign has none in it", async () => {
    const marketing = await staffToken(ctx.app, 'marketing');
    const slug = `spring-boost-${process.pid}`;
    const created = await staffCall(ctx.app, marketing, 'POST', '/bonus/campaigns', {
      slug,
      kind: 'no_deposit',
      activation: 'code',
      status: 'active',
      names: { en: 'Spring boost', es: 'Impulso de primavera' },
      descriptions: { en: 'Ten euros to play.', es: 'Diez euros para jugar.' },
      amountEurCents: '1000',
      wageringMultiple: 10,
      contributions: { slots: 100 },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.names).toEqual({ en: 'Spring boost', es: 'Impulso de primavera' });

    const player = await loginAsNewPlayer(ctx.app);
    const spanish = await call(ctx.app, 'GET', `/bonusCampaigns/${slug}`, {
      player: player.token,
      language: 'es',
    });
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.json().data).toMatchObject({
      name: 'Impulso de primavera',
      description: 'Diez euros para jugar.',
    });
    const listed = await call(ctx.app, 'GET', '/bonusCampaigns', { player: player.token, language: 'es' });
    const inList = listed.json().data.campaigns.find((campaign: { slug: string }) => campaign.slug === slug);
    expect(inList).toMatchObject({ name: 'Impulso de primavera' });

    const german = await call(ctx.app, 'GET', `/bonusCampaigns/${slug}`, { language: 'de' });
    expect(german.json().data).toMatchObject({ name: 'Spring boost', description: 'Ten euros to play.' });
  });
});
