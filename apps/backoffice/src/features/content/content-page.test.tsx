import type { StaffContentEntry } from '@casino/contract/content';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { ContentPage } from './content-page';

const id = '22222222-2222-4222-8222-222222222222';

function entry(overrides: Partial<StaffContentEntry> = {}): StaffContentEntry {
  return {
    id,
    kind: 'post',
    slug: 'summer-drops',
    placement: null,
    position: 0,
    coverImage: null,
    link: null,
    status: 'draft',
    publishFrom: null,
    publishUntil: null,
    updatedAt: '2026-06-01T10:00:00.000Z',
    translations: [
      { language: 'en', title: 'Summer drops', description: '', markdown: 'Hot', html: '<p>Hot</p>' },
      {
        language: 'es',
        title: 'Premios de verano',
        description: '',
        markdown: '**Calor**',
        html: '<p><strong>Calor</strong></p>',
      },
    ],
    ...overrides,
  };
}

describe('content page', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('creates a post with English and Spanish words, previews the Spanish HTML and publishes it now', async () => {
    const calls = fakeStaffApi({
      'GET /staff/v1/content': { entries: [] },
      'POST /staff/v1/content': entry(),
      [`POST /staff/v1/content/${id}`]: entry(),
      [`POST /staff/v1/content/${id}/publish`]: entry({
        status: 'published',
        publishFrom: new Date().toISOString(),
      }),
    });
    renderAs(['content.read', 'content.write'], '/content', <ContentPage />, '/content');
    expect(await screen.findByText('Nothing of this kind yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
    fireEvent.change(screen.getByLabelText('Address (slug)'), { target: { value: 'summer-drops' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Summer drops' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Español' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Premios de verano' } });
    fireEvent.change(screen.getByLabelText('Text (Markdown)'), { target: { value: '**Calor**' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    const preview = await screen.findByTestId('content-preview');
    expect(preview.getAttribute('lang')).toBe('es');
    expect(within(preview).getByText('Calor').tagName).toBe('STRONG');
    const created = calls.find((call) => call.method === 'POST' && call.url === '/staff/v1/content');
    expect(created?.body).toMatchObject({
      kind: 'post',
      slug: 'summer-drops',
      translations: {
        en: { title: 'Summer drops' },
        es: { title: 'Premios de verano', markdown: '**Calor**' },
      },
    });
    // Languages left empty are not sent: their readers fall back to English.
    expect(Object.keys((created?.body as { translations: object }).translations)).toEqual(['en', 'es']);

    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await screen.findByText('Published: readers see it now.');
    expect(screen.getByTestId('content-status').textContent).toBe('Published');
    const sent = calls.filter((call) => call.url.startsWith(`/staff/v1/content/${id}`));
    expect(sent.map((call) => call.url)).toEqual([
      `/staff/v1/content/${id}`,
      `/staff/v1/content/${id}/publish`,
    ]);
    expect(Date.parse((sent[0]?.body as { publishFrom: string }).publishFrom)).toBeLessThanOrEqual(
      Date.now(),
    );
    expect(sent[1]?.body).toEqual({ published: true });
  });

  it('publishes a draft with a future start as scheduled, without moving its start', async () => {
    const publishFrom = new Date(Date.now() + 86_400_000).toISOString();
    const calls = fakeStaffApi({
      'GET /staff/v1/content': { entries: [entry({ publishFrom })] },
      [`POST /staff/v1/content/${id}/publish`]: entry({ publishFrom, status: 'published' }),
    });
    renderAs(['content.read', 'content.write'], '/content', <ContentPage />, '/content');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish at the set time' }));
    expect((await screen.findByText(/^Scheduled: it goes out on/)).textContent).toBeTruthy();
    expect(screen.getByTestId('content-status').textContent).toBe('Scheduled');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/staff/v1/content/${id}/publish`, body: { published: true } },
    ]);
  });

  it('lets a reader without content.write look but not change, and previews an untranslated language in English', async () => {
    fakeStaffApi({ 'GET /staff/v1/content': { entries: [entry()] } });
    renderAs(['content.read'], '/content', <ContentPage />, '/content');
    expect(screen.queryByRole('button', { name: 'New entry' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Title').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Deutsch/ }));
    expect(screen.getByText(/readers get the English text/)).toBeTruthy();
    expect(screen.getByTestId('content-preview').getAttribute('lang')).toBe('en');
  });
});
