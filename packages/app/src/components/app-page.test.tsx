import { IonApp } from '@ionic/react';
import { render } from '@testing-library/react';
import { chatbubblesOutline } from 'ionicons/icons';
import { afterEach, describe, expect, it } from 'vitest';
import { screenWidth } from '@/test/screen-width';
import { AppPage } from './app-page';
import { MasterDetailEmpty, MasterDetailLayout } from './master-detail-layout';

afterEach(() => {
  document.title = '';
});

describe('AppPage names the browser tab', () => {
  it('with its own title, so a page never keeps the title of the page before it', () => {
    document.title = '(15) Chats';
    const { rerender } = render(
      <IonApp>
        <AppPage title="Services">body</AppPage>
      </IonApp>,
    );
    expect(document.title).toBe('Services');
    rerender(
      <IonApp>
        <AppPage title="Chats" documentTitle="(3) Chats">
          body
        </AppPage>
      </IonApp>,
    );
    expect(document.title).toBe('(3) Chats');
  });

  it('with the detail beside a list, not the list', () => {
    screenWidth(1280);
    render(
      <IonApp>
        <MasterDetailLayout
          list={<AppPage title="Chats">list</AppPage>}
          detail={<AppPage title="Suite Zeezicht 12">detail</AppPage>}
          emptyDetail={<MasterDetailEmpty icon={chatbubblesOutline} title="Select a chat" />}
        />
      </IonApp>,
    );
    expect(document.title).toBe('Suite Zeezicht 12');
  });
});
