import { startFirstView } from '@/app/first-view/start-first-view';
import { startLeanLogin, startsOnLeanLogin } from '@/features/auth/lean-login/start-lean-login';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './theme/variables.css';
import './theme/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The whole app is its own chunk: a first visit to /login paints a light sign-in page without it, and the guest home
// paints its first view before it.
const loadApp = () => import('@/app/start-app').then(({ startApp }) => startApp);

if (startsOnLeanLogin(window)) startLeanLogin(root, loadApp);
else if (!startFirstView(root, loadApp)) void loadApp().then((startApp) => startApp(root));
