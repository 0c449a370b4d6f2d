import { StrictMode } from 'react';
import type { FirstViewChat, FirstViewUnread } from '@/domains/chat/staff/first-view-inbox';
import { ChatListFirstView } from '@/features/chat-list/first-view/chat-list-first-view';
import { StaffChatsFirstView } from '@/features/staff-chats/first-view/staff-chats-first-view';
import { FirstViewMenuButton } from '@/features/staff-shell/first-view/first-view-menu-button';
import { paths, type StaffArea } from '@/lib/navigation/paths';
import type { StartApp } from './first-view-controller';
import { mountFirstView } from './mount-first-view';

/** What of the signed-in staff member the inbox's first view needs. */
interface InboxCaller {
  area: StaffArea;
  /** Support roles see each guest chat's guide. */
  isSupport: boolean;
}

/**
 * About the height of the usual row, a guest chat's with its last message: the list is first drawn with as many rows
 * as a screen holds of these.
 */
const USUAL_ROW_HEIGHT_PX = 170;
/** The lowest a chat's row can be (a team chat without messages): the room a screen has left is filled with these. */
const MIN_ROW_HEIGHT_PX = 70;

/** The list once it shows chats (not the skeleton). */
const LOADED_LIST = '.chat-list:not(.chat-list--skeleton)';

/** How many more rows the screen has room for below `list`, counted at the lowest a row can be. */
function rowsOfRoomBelow(list: Element): number {
  const room = window.innerHeight - list.getBoundingClientRect().bottom;
  return room > 0 ? Math.ceil(room / MIN_ROW_HEIGHT_PX) : 0;
}

/**
 * The app's inbox shows what the first view showed: its list (not the skeleton) and, when the first view showed them,
 * the suggestions and the unread total.
 */
function isAppShowing(appRoot: HTMLElement, unread: FirstViewUnread | undefined): boolean {
  const page = appRoot.querySelector('.staff-chats');
  if (!page?.querySelector(LOADED_LIST)) return false;
  if (unread && unread.suggestions.length > 0 && !page.querySelector('.staff-suggestions')) return false;
  return !unread?.unread || appRoot.querySelector('.staff-chats__badge') !== null;
}

/** How long the first view's list may take to show once its chats are there. */
const LIST_WAIT_MS = 2_000;

/** How long the app's staff menu may take to load after the inbox shows (it loads on its own, after the page). */
const MENU_WAIT_MS = 5_000;

/** `selector` in `root` once it is there (looked for once a frame), or null after `maxWaitMs`. */
function elementSoon<T extends Element>(root: HTMLElement, selector: string, maxWaitMs: number): Promise<T | null> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const look = () => {
      const found = root.querySelector<T>(selector);
      if (found || performance.now() - startedAt >= maxWaitMs) resolve(found);
      else requestAnimationFrame(look);
    };
    look();
  });
}

/** Opens the app's staff menu once it is loaded and ready (its button would find no menu before). */
async function openStaffMenu(appRoot: HTMLElement): Promise<void> {
  const startedAt = performance.now();
  const menu = await elementSoon<HTMLIonMenuElement>(appRoot, 'ion-menu', MENU_WAIT_MS);
  if (!menu) return;
  // The element is in the page before Ionic's menu is defined and ready for it: it refuses to open until then.
  await customElements.whenDefined('ion-menu');
  while (!(await menu.open()) && performance.now() - startedAt < MENU_WAIT_MS) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * /guide/chats or /support/chats opened on a phone by a signed-in staff member: the first view paints the toolbar at
 * once and the inbox as soon as `chats` and `unread` (the stored first page or one plain request, sent before this
 * code loaded) answer; the app starts beneath it when the person touches the screen, or a moment after the inbox
 * shows. No chats (or an unusable answer) starts the app at once, which shows its own empty or failed state.
 */
export function startStaffInboxFirstView(
  appRoot: HTMLElement,
  loadApp: () => Promise<StartApp>,
  { area, isSupport }: InboxCaller,
  chats: Promise<FirstViewChat[] | undefined>,
  unread: Promise<FirstViewUnread | undefined>,
): void {
  let shownUnread: FirstViewUnread | undefined;
  const { language, cover, root, controller } = mountFirstView(appRoot, loadApp, () => isAppShowing(appRoot, shownUnread));
  const render = (loaded: FirstViewChat[] | undefined) =>
    root.render(
      <StrictMode>
        <StaffChatsFirstView
          language={language}
          unread={shownUnread}
          list={
            loaded && (
              <ChatListFirstView
                language={language}
                chats={loaded}
                hrefOf={(chat) => paths.staffChat(area, chat.nmbr)}
                isSupport={isSupport}
                onOpen={controller.open}
                onTapInApp={controller.tapInApp}
              />
            )
          }
          menuButton={<FirstViewMenuButton language={language} onOpenMenu={() => controller.doInApp(openStaffMenu)} />}
          suggestionHref={(suggestion) => paths.staffChat(area, suggestion.chatnmbr, { chatSuggestion: suggestion._id })}
          viewHref={(view) => paths.staffChats(area, view === 'all' ? undefined : { view })}
          onOpen={controller.open}
          onTapInApp={controller.tapInApp}
        />
      </StrictMode>,
    );
  render(undefined);

  void Promise.all([chats, unread]).then(([loadedChats, loadedUnread]) => {
    if (!loadedChats?.length || !loadedUnread) {
      controller.giveUp();
      return;
    }
    shownUnread = loadedUnread;
    // The first view holds one screen: rows below it would only cost the phone's time. It draws the rows a screen
    // usually holds, and when they leave room at the bottom (short rows, a tall screen), as many more as could fit.
    const firstRows = Math.ceil(window.innerHeight / USUAL_ROW_HEIGHT_PX);
    render(loadedChats.slice(0, firstRows));
    void elementSoon(cover, LOADED_LIST, LIST_WAIT_MS).then((list) => {
      const more = list ? rowsOfRoomBelow(list) : 0;
      if (more > 0 && firstRows < loadedChats.length) render(loadedChats.slice(0, firstRows + more));
    });
    controller.startSoon();
  });
}
