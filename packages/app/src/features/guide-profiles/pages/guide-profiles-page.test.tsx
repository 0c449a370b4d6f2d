import { managementLocationApi, staffGuideProfileApi, type EditableGuideProfile } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { compressImage, PHOTO_COMPRESSION } from '@/lib/images/compress-image';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { fail, ok, renderStaffApp } from '@/test/guest-app';
import type { Language } from '@/lib/i18n/languages';

vi.mock('@/lib/images/compress-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/images/compress-image')>()),
  compressImage: vi.fn(async (file: File) => new File(['webp'], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' })),
}));

const PHOTO = `/api/profile-image/${'a'.repeat(32)}.webp`;

function profile(overrides: Partial<EditableGuideProfile> = {}): EditableGuideProfile {
  return {
    _id: 'g1',
    erpUID: 'EMP-1',
    firstname: 'Sanne',
    surname: 'Bakker',
    personimage: null,
    bio: 'I know every trail in the dunes.',
    bioNl: 'Ik ken elk pad in de duinen.',
    bioDe: null,
    bioFr: null,
    languages: ['nl', 'en'],
    tags: ['hiking'],
    ...overrides,
  };
}

function renderGuideProfiles(options: { path?: string; role?: 'GUIDE' | 'MANAGEMENT'; routes?: Record<string, FakeHandler>; language?: Language; profiles?: EditableGuideProfile[] } = {}) {
  return renderStaffApp(
    options.path ?? '/guide/guide-profile',
    {
      [routeOf(staffGuideProfileApi.list)]: ok(options.profiles ?? [profile()]),
      [routeOf(managementLocationApi.contentLanguage)]: ok({ contentLanguage: 'en' }),
      ...options.routes,
    },
    { role: options.role ?? 'GUIDE', language: options.language },
  );
}

describe('guide profiles', () => {
  it('lets a guide write their bio per language, marking the missing ones with a guest preview, and pick languages and interests', async () => {
    const app = renderGuideProfiles({
      routes: { [routeOf(staffGuideProfileApi.update)]: (request) => ok(profile({ ...(request.body as Partial<EditableGuideProfile>) }))() },
    });
    expect(await screen.findByRole('heading', { name: 'My guide profile' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'About: language' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ENEnglish', 'NLDutch', 'DEGerman missing', 'FRFrench missing']);
    const preview = () => screen.getByRole('region', { name: /^Preview in/ });
    expect(within(preview()).getByText('I know every trail in the dunes.')).toHaveAttribute('lang', 'en');

    fireEvent.click(within(tabs).getByRole('tab', { name: /German/ }));
    // Without a German bio a German guest reads the English one, and the editor says so.
    expect(within(preview()).getByText('I know every trail in the dunes.')).toHaveAttribute('lang', 'en');
    expect(within(preview()).getByText('No German text yet: guests reading German see the English text.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Bio in German'), { target: { value: 'Ich kenne jeden Pfad in den Dünen.' } });
    expect(within(preview()).getByText('Ich kenne jeden Pfad in den Dünen.')).toHaveAttribute('lang', 'de');
    expect(within(tabs).getByRole('tab', { name: /German/ })).toHaveTextContent('DEGerman');

    fireEvent.click(screen.getByRole('checkbox', { name: 'German' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    // The tags show as the park names them, in the reader's language.
    expect(screen.getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food' }));
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(app.server.requests.some((request) => request.endpoint === 'staffGuideProfileApi.update')).toBe(true));
    expect(app.server.requests.find((request) => request.endpoint === 'staffGuideProfileApi.update')).toMatchObject({
      path: '/api/employee/guide-profile/g1',
      body: { bio: 'I know every trail in the dunes.', bioNl: 'Ik ken elk pad in de duinen.', bioDe: 'Ich kenne jeden Pfad in den Dünen.', bioFr: null, languages: ['nl', 'de'], tags: ['hiking', 'food'] },
    });
  });

  it('uploads a photo at once, made smaller first, refusing what is no image', async () => {
    const app = renderGuideProfiles({ routes: { [routeOf(staffGuideProfileApi.photo)]: ok(profile({ personimage: PHOTO })) } });
    vi.stubGlobal('fetch', app.server.fetch);
    onTestFinished(() => void vi.unstubAllGlobals());
    const input = await screen.findByLabelText('Choose a photo');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    const photo = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Sanne Bakker' })).toHaveAttribute('src', PHOTO));
    expect(compressImage).toHaveBeenCalledWith(photo, PHOTO_COMPRESSION);
    const call = vi.mocked(app.server.fetch).mock.calls.find(([url]) => String(url).endsWith('/guide-profile/g1/photo'));
    expect([...(call?.[1]?.body as FormData).keys()]).toEqual(['file']);
  });

  it('lists management every guide with what their bio lacks, and opens a guide in the editor', async () => {
    renderGuideProfiles({
      path: '/management/guides',
      role: 'MANAGEMENT',
      profiles: [profile(), profile({ _id: 'g2', firstname: 'Aart', surname: 'Visser', bio: '', bioNl: null, languages: [], tags: [] })],
    });
    const list = await screen.findByRole('list', { name: 'Guides' });
    const [sanne, aart] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(sanne).getByText('Missing in German and French')).toBeInTheDocument();
    expect(within(aart).getByText('No bio yet')).toBeInTheDocument();
    expect(within(aart).getByText('Missing in English, Dutch, German and French')).toBeInTheDocument();
    fireEvent.click(within(aart).getByRole('button', { name: 'Edit the profile of Aart Visser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile of Aart Visser' });
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('');
  });

  it('speaks Dutch, tags included', async () => {
    renderGuideProfiles({ language: 'nl' });
    expect(await screen.findByRole('heading', { name: 'Mijn gidsprofiel' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Wandelen' })).toBeChecked();
  });

  it('offers a retry when the profiles cannot be loaded, and says when there are no guides', async () => {
    let calls = 0;
    renderGuideProfiles({
      path: '/management/guides',
      role: 'MANAGEMENT',
      routes: { [routeOf(staffGuideProfileApi.list)]: () => (++calls === 1 ? fail(500, 'UNEXPECTED_ERROR')() : ok([])()) },
    });
    expect(await screen.findByText('The guide profiles could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByText('No guides yet')).toBeInTheDocument();
  });
});
