import { IonApp } from '@ionic/react';
import { render, screen } from '@testing-library/react';
import { chatbubblesOutline } from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { screenWidth } from '@/test/screen-width';
import { AppPage } from './app-page';
import { MasterDetailEmpty, MasterDetailLayout } from './master-detail-layout';
import { PageMenuButtonProvider } from './page-frame';

function renderLayout(hasDetail: boolean) {
  return render(
    <IonApp>
      <PageMenuButtonProvider button={<button type="button">Menu</button>}>
        <MasterDetailLayout
          list={<AppPage title="Inbox">list body</AppPage>}
          detail={
            hasDetail ? (
              <AppPage title="Chat 12" start={<button type="button">Back</button>}>
                detail body
              </AppPage>
            ) : null
          }
          emptyDetail={<MasterDetailEmpty icon={chatbubblesOutline} title="Select a chat" />}
        />
      </PageMenuButtonProvider>
    </IonApp>,
  );
}

describe('MasterDetailLayout', () => {
  it('on a phone shows the list alone, with the menu button', () => {
    screenWidth(390);
    renderLayout(false);
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByText('Select a chat')).not.toBeInTheDocument();
  });

  it('on a phone shows the detail alone, with its back button', () => {
    screenWidth(390);
    renderLayout(true);
    expect(screen.getByRole('heading', { name: 'Chat 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
  });

  it('below 1200 px (the menu beside it) still shows one at a time', () => {
    screenWidth(1100);
    renderLayout(true);
    expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chat 12' })).toBeInTheDocument();
  });

  it('on a wide screen puts the list beside what to do while nothing is selected', () => {
    screenWidth(1280);
    renderLayout(false);
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText('Select a chat')).toBeInTheDocument();
  });

  it('on a wide screen puts the list beside the detail, which needs no way back', () => {
    screenWidth(1280);
    const { container } = renderLayout(true);
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chat 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    // One menu button, in the list's toolbar.
    expect(screen.getAllByRole('button', { name: 'Menu' })).toHaveLength(1);
    expect(container.querySelector('.master-detail__list')).toHaveTextContent('Inbox');
    expect(container.querySelector('.master-detail__detail')).toHaveTextContent('Chat 12');
    // The screen is the one router page; the panes are not pages of their own.
    expect(container.querySelectorAll('.master-detail .ion-page')).toHaveLength(2);
  });
});
