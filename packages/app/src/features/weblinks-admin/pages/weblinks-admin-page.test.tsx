import { managementLocationApi, staffWeblinkApi, staffWeblinkCategoryApi, type KnownRole, type WeblinkCategory } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { fail, ok, renderStaffApp } from '@/test/guest-app';
import { withLink } from '@/domains/weblink/mutations';
import { WEBLINK_CATEGORIES, weblinkWith } from '@/test/weblink-fixtures';
import type { Language } from '@/lib/i18n/languages';

function renderWeblinks(options: { role?: KnownRole; routes?: Record<string, FakeHandler>; language?: Language; path?: string } = {}) {
  return renderStaffApp(
    options.path ?? '/support/weblinks',
    { [routeOf(staffWeblinkCategoryApi.list)]: ok(WEBLINK_CATEGORIES), ...options.routes },
    { role: options.role ?? 'CUBER', language: options.language },
  );
}

const section = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;
const lastAlert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
const alertWith = (header: string) => [...document.querySelectorAll('ion-alert')].find((alert) => alert.header === header);
/**
 * Presses an alert's button once the alert is on screen (it hides the page from screen readers while open) and waits
 * until it has gone, so the page is readable again.
 */
async function press(role: string, alert = lastAlert()) {
  const outlet = () => document.querySelector('ion-router-outlet');
  await waitFor(() => expect(outlet()).toHaveAttribute('aria-hidden', 'true'));
  const button = alert?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
  await act(async () => {
    if (button && typeof button !== 'string') await button.handler?.(undefined);
    await alert?.dismiss();
  });
  await waitFor(() => expect(outlet()).not.toHaveAttribute('aria-hidden'));
}

describe('staff: web links', () => {
  it('lists the categories with their kind and links, each opening safely in a new tab with its share count', async () => {
    renderWeblinks();
    const stay = await section('Your stay');
    expect(within(stay).getByText('FAQ')).toBeInTheDocument();
    expect(within(stay).getByText('2 links')).toBeInTheDocument();
    const wifi = within(stay).getByRole('link', { name: 'Open Wi-Fi at the park in a new tab' });
    expect(wifi).toHaveAttribute('href', 'https://www.duinpark.example/faq/wifi');
    expect(wifi).toHaveAttribute('target', '_blank');
    expect(wifi).toHaveAttribute('rel', 'noopener noreferrer');
    const row = wifi.closest('li') as HTMLElement;
    expect(within(row).getByText('Shared 3 times')).toBeInTheDocument();
    expect(within(row).getByText('Every language')).toBeInTheDocument();
    expect(within(stay).getByText('English')).toBeInTheDocument();
    expect(within(await section('Beach')).getByText('Tips')).toBeInTheDocument();
    expect(within(await section('Manuals')).getByText('No links in this category yet.')).toBeInTheDocument();
  });

  it('searches the links and filters by kind', async () => {
    renderWeblinks();
    await section('Your stay');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search links' }), { target: { value: 'check' } });
    const stay = await section('Your stay');
    expect(within(stay).getByRole('link', { name: /Check-in and check-out/ })).toBeInTheDocument();
    expect(within(stay).queryByRole('link', { name: /Wi-Fi/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Beach' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search links' }), { target: { value: '' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Kind' })).getByRole('button', { name: 'Tips' }));
    expect(await section('Beach')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your stay' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search links' }), { target: { value: 'sauna' } });
    expect(await screen.findByText('No links match')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Clear search', { selector: 'ion-button' }));
    expect(await section('Your stay')).toBeInTheDocument();
  });

  it('lets a guide read and open the links, without any editing control', async () => {
    renderWeblinks({ role: 'GUIDE', path: '/guide/weblinks' });
    const stay = await section('Your stay');
    expect(screen.getByRole('note')).toHaveTextContent('You can open and share these links in chats.');
    expect(within(stay).getByRole('link', { name: /Wi-Fi/ })).toBeInTheDocument();
    expect(screen.queryAllByTitle(/^Edit|^Delete|^Add/)).toHaveLength(0);
    expect(screen.queryByText('Add link', { selector: 'ion-button span' })).toBeNull();
    expect(screen.queryByText('Add category')).toBeNull();
  });

  it('follows the weblink.edit permission of the settings over the role default', async () => {
    const app = renderStaffApp('/guide/weblinks', { [routeOf(staffWeblinkCategoryApi.list)]: ok(WEBLINK_CATEGORIES) }, { role: 'GUIDE' });
    await section('Your stay');
    act(() => app.services.session.saveSettings({ ...app.services.session.current()!.settings!, permissions: { ...app.services.session.current()!.settings!.permissions, weblink: { edit: true } } }));
    expect(await screen.findByTitle('Edit Wi-Fi at the park')).toBeInTheDocument();
  });

  it('adds a link, refusing an address that is not http(s) before sending', async () => {
    let categories = WEBLINK_CATEGORIES;
    const app = renderWeblinks({
      routes: {
        [routeOf(staffWeblinkCategoryApi.list)]: () => ({ status: 200, body: categories }),
        [routeOf(staffWeblinkApi.create)]: (request) => {
          const created = weblinkWith({ ...(request.body as object), _id: 'new', order: 5, shareCount: 0 });
          categories = withLink(categories, created);
          return { status: 200, body: created };
        },
      },
    });
    const stay = await section('Your stay');
    fireEvent.click(within(stay).getByTitle('Add a link to Your stay'));
    const form = await screen.findByRole('dialog', { name: 'New link' });
    fireEvent.change(within(form).getByLabelText(/^Title in English/), { target: { value: 'Sauna opening hours' } });
    fireEvent.change(within(form).getByLabelText(/^Title in German/), { target: { value: ' Öffnungszeiten der Sauna ' } });
    fireEvent.change(within(form).getByLabelText('Web address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(form).getByText('Save'));
    expect(await within(form).findByText('Enter a web address, such as www.example.com (only http:// and https:// addresses)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Web address')).toHaveAttribute('aria-invalid', 'true');
    expect(app.server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    // An address without a scheme is taken, with https:// in front.
    fireEvent.change(within(form).getByLabelText('Web address'), { target: { value: 'www.duinpark.example/sauna' } });
    fireEvent.click(within(form).getByLabelText('Dutch'));
    fireEvent.click(within(form).getByText('Save'));
    await waitFor(() => expect(app.server.requests.some((request) => request.endpoint === 'staffWeblinkApi.create')).toBe(true));
    expect(app.server.requests.find((request) => request.endpoint === 'staffWeblinkApi.create')?.body).toEqual({
      title: 'Sauna opening hours',
      titleNl: null,
      titleDe: 'Öffnungszeiten der Sauna',
      titleFr: null,
      url: 'https://www.duinpark.example/sauna',
      description: '',
      descriptionNl: null,
      descriptionDe: null,
      descriptionFr: null,
      categoryId: 'faq-stay',
      language: 'nl',
      assetcode: null,
    });
    expect(await screen.findByRole('link', { name: 'Open Sauna opening hours in a new tab' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an address beside the field", async () => {
    renderWeblinks({ routes: { [routeOf(staffWeblinkApi.update)]: fail(400, 'WEBLINK_URL_INVALID') } });
    const stay = await section('Your stay');
    fireEvent.click(within(stay).getByTitle('Edit Wi-Fi at the park'));
    const form = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(form).getByLabelText(/^Title in English/)).toHaveValue('Wi-Fi at the park');
    fireEvent.change(within(form).getByLabelText('Web address'), { target: { value: 'https://intranet' } });
    fireEvent.click(within(form).getByText('Save'));
    // 'https://intranet' has no domain: refused already in the form.
    expect(await within(form).findByText('Enter a web address, such as www.example.com (only http:// and https:// addresses)')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Web address'), { target: { value: 'https://www.duinpark.example/wifi-new' } });
    fireEvent.click(within(form).getByText('Save'));
    await waitFor(() => expect(within(form).getByLabelText('Web address')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('Enter a web address, such as www.example.com (only http:// and https:// addresses)')).toBeInTheDocument();
  });

  it('deletes a link only after asking', async () => {
    let categories = WEBLINK_CATEGORIES;
    const app = renderWeblinks({
      routes: {
        [routeOf(staffWeblinkCategoryApi.list)]: () => ({ status: 200, body: categories }),
        [routeOf(staffWeblinkApi.remove)]: () => {
          categories = categories.map((category) => ({ ...category, links: category.links.filter((link) => link._id !== 'wifi') }));
          return { status: 200, body: { message: 'deleted' } };
        },
      },
    });
    const deletes = () => app.server.requests.filter((request) => request.method === 'DELETE');
    const stay = await section('Your stay');
    fireEvent.click(within(stay).getByTitle('Delete Wi-Fi at the park'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Delete this link?'));
    await press('cancel');
    expect(deletes()).toHaveLength(0);
    fireEvent.click(within(stay).getByTitle('Delete Wi-Fi at the park'));
    await waitFor(() => expect(lastAlert()?.message).toBe('“Wi-Fi at the park” is removed for everyone, and guests no longer see it.'));
    await press('destructive');
    await waitFor(() => expect(deletes().map((request) => request.path)).toEqual(['/api/employee/weblink/wifi']));
    await waitFor(() => expect(within(stay).queryByRole('link', { name: /Wi-Fi/ })).toBeNull());
  });

  it('deletes an empty category after asking', async () => {
    let categories = WEBLINK_CATEGORIES;
    const app = renderWeblinks({
      routes: {
        [routeOf(staffWeblinkCategoryApi.list)]: () => ({ status: 200, body: categories }),
        [routeOf(staffWeblinkCategoryApi.remove)]: () => {
          categories = categories.filter((category) => category._id !== 'manuals');
          return { status: 200, body: { message: 'deleted' } };
        },
      },
    });
    fireEvent.click(within(await section('Manuals')).getByTitle('Delete category Manuals'));
    await waitFor(() => expect(alertWith('Delete this category?')).toBeDefined());
    await press('destructive', alertWith('Delete this category?'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Manuals' })).toBeNull());
    expect(app.server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/employee/weblink-category/manuals']);
  });

  it('keeps a category that holds links, saying why instead of deleting', async () => {
    const app = renderWeblinks();
    fireEvent.click(within(await section('Your stay')).getByTitle('Delete category Your stay'));
    await waitFor(() => expect(lastAlert()?.header).toBe('The category still holds links'));
    expect(lastAlert()?.message).toBe('Move or delete the 2 links of “Your stay” first.');
    expect(lastAlert()?.buttons.map((button) => (typeof button === 'string' ? button : button.role))).toEqual(['cancel']);
    await press('cancel');
    expect(app.server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('adds a category of a kind', async () => {
    let categories = WEBLINK_CATEGORIES;
    const app = renderWeblinks({
      routes: {
        [routeOf(staffWeblinkCategoryApi.list)]: () => ({ status: 200, body: categories }),
        [routeOf(staffWeblinkCategoryApi.create)]: (request) => {
          const created = { _id: 'cycling', icon: 'sparkles-outline', order: 3, ...(request.body as Pick<WeblinkCategory, 'name' | 'nameNl' | 'nameDe' | 'nameFr' | 'kind'>) };
          categories = [...categories, { ...created, links: [] }];
          return { status: 200, body: created };
        },
      },
    });
    await section('Your stay');
    fireEvent.click(screen.getByText('Add category', { selector: 'ion-button' }));
    const form = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.click(within(form).getByText('Save'));
    expect(await within(form).findByText('Fill this in.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Name in English/), { target: { value: 'Cycling routes' } });
    fireEvent.change(within(form).getByLabelText(/^Name in Dutch/), { target: { value: 'Fietsroutes' } });
    fireEvent.click(within(form).getByLabelText('Tips'));
    fireEvent.click(within(form).getByText('Save'));
    expect(await section('Cycling routes')).toBeInTheDocument();
    expect(app.server.requests.find((request) => request.endpoint === 'staffWeblinkCategoryApi.create')?.body).toEqual({
      name: 'Cycling routes',
      nameNl: 'Fietsroutes',
      nameDe: null,
      nameFr: null,
      kind: 'gem',
      icon: 'sparkles-outline',
    });
  });

  it('says when there are no links yet, and offers a retry when they cannot be loaded', async () => {
    let calls = 0;
    renderWeblinks({
      routes: { [routeOf(staffWeblinkCategoryApi.list)]: () => (++calls === 1 ? { status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'x' } } : { status: 200, body: [] }) },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The web links could not be loaded')).toBeInTheDocument();
    fireEvent.click(within(alert).getByText('Try again'));
    expect(await screen.findByText('No web links yet')).toBeInTheDocument();
  });

  it('speaks Dutch, with the Dutch category names', async () => {
    renderWeblinks({ language: 'nl' });
    expect(await screen.findByRole('heading', { name: 'Weblinks', level: 1 })).toBeInTheDocument();
    const stay = await section('Je verblijf');
    expect(within(stay).getAllByText('Alle talen').length).toBeGreaterThan(0);
    expect(within(stay).getByText('3 keer gedeeld')).toBeInTheDocument();
    expect(within(stay).getByTitle('Wi-Fi at the park bewerken')).toBeInTheDocument();
  });

  it('edits a link in four languages, marking the missing ones, and marks what a list item lacks', async () => {
    const app = renderWeblinks({ role: 'MANAGEMENT', routes: { [routeOf(staffWeblinkApi.update)]: (request) => ({ status: 200, body: { ...weblinkWith(), ...(request.body as object) } }) } });
    const stay = await section('Your stay');
    // The category has no French name, the every-language Wi-Fi link no Dutch title.
    expect(within(stay).getByText('Missing: French')).toBeInTheDocument();
    const wifiRow = within(stay).getByRole('link', { name: 'Open Wi-Fi at the park in a new tab' }).closest('li') as HTMLElement;
    expect(within(wifiRow).getByText('Missing: Dutch')).toBeInTheDocument();
    fireEvent.click(within(stay).getByTitle('Edit Wi-Fi at the park'));
    const form = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(form).getByLabelText(/^Title in German/)).toHaveValue('WLAN im Park');
    expect(within(form).getByLabelText('Title in Dutch Missing')).toHaveValue('');
    expect(within(form).getByLabelText('Title in German')).toHaveAttribute('lang', 'de');
    fireEvent.change(within(form).getByLabelText('Title in Dutch Missing'), { target: { value: 'Wifi in het park' } });
    expect(within(form).getByLabelText('Title in Dutch')).toHaveValue('Wifi in het park');
    fireEvent.change(within(form).getByLabelText('Title in French'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText(/^Description in French/), { target: { value: 'Réseau et mot de passe' } });
    fireEvent.click(within(form).getByLabelText('French'));
    fireEvent.click(within(form).getByText('Save'));
    await waitFor(() => expect(app.server.requests.some((request) => request.endpoint === 'staffWeblinkApi.update')).toBe(true));
    expect(app.server.requests.find((request) => request.endpoint === 'staffWeblinkApi.update')?.body).toMatchObject({
      title: 'Wi-Fi at the park',
      titleNl: 'Wifi in het park',
      titleDe: 'WLAN im Park',
      titleFr: null,
      descriptionFr: 'Réseau et mot de passe',
      language: 'fr',
    });
  });

  it('previews the link per language as guests see it, with the fallback where a text is missing', async () => {
    renderWeblinks({ role: 'MANAGEMENT', routes: { [routeOf(managementLocationApi.contentLanguage)]: ok({ contentLanguage: 'de' }) } });
    const stay = await section('Your stay');
    fireEvent.click(within(stay).getByTitle('Edit Wi-Fi at the park'));
    const form = await screen.findByRole('dialog', { name: 'Edit link' });
    const tabs = within(form).getByRole('tablist', { name: 'What guests see: language' });
    // Dutch lacks the title, German and French the description: each tab says so.
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ENEnglish', 'NLDutch missing', 'DEGerman missing', 'FRFrench missing']);
    const preview = () => within(form).getByRole('region', { name: /^Preview in/ });
    expect(within(preview()).getByText('Wi-Fi at the park')).toHaveAttribute('lang', 'en');
    fireEvent.click(within(tabs).getByRole('tab', { name: /German/ }));
    expect(within(preview()).getByText('WLAN im Park')).toHaveAttribute('lang', 'de');
    // The description falls back to English: the park's language (German) has none either.
    expect(within(preview()).getByText('Network name and password')).toHaveAttribute('lang', 'en');
    fireEvent.click(within(tabs).getByRole('tab', { name: /Dutch/ }));
    // A Dutch reader gets the park's content language (German) first, and the editor is told so.
    expect(within(preview()).getByText('WLAN im Park')).toHaveAttribute('lang', 'de');
    expect(within(preview()).getByText('No Dutch text yet: guests reading Dutch see the German text.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Title in Dutch Missing'), { target: { value: 'Wifi in het park' } });
    expect(within(preview()).getByText('Wifi in het park')).toHaveAttribute('lang', 'nl');
    // A link for one language previews only that language.
    fireEvent.click(within(form).getByLabelText('French'));
    expect(within(form).queryByRole('tablist', { name: 'What guests see: language' })).toBeNull();
    expect(within(preview()).getByText('Wi-Fi au parc')).toHaveAttribute('lang', 'fr');
  });

  it('shows the links in the reader’s language: titles and category names in German', async () => {
    renderWeblinks({ language: 'de' });
    expect(await screen.findByRole('region', { name: 'Dein Aufenthalt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WLAN im Park/ })).toBeInTheDocument();
  });
});
