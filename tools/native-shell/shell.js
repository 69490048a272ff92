// The native shell simulator's page: loads the app in a phone-sized frame (the
// server adds inject.js to it), logs every bridge message, and plays the native
// app: it hands over the session, calls the hooks, answers getPhoto and
// getContact, opens openPageInApp pages on top (closePage and Back close them),
// and keeps its handover object in step with loginSuccess, quitLogin and
// switchLanguage, as a native app keeps its own state (docs/native-integration.md).
const $ = (id) => document.getElementById(id);
const screen = $('screen');
const log = $('log');

/** The app's pages (WebViews) open in the phone, first to top, each with what it last told the app. */
const pages = [];
const topPage = () => pages.at(-1);
const appWindow = () => topPage()?.frame.contentWindow;

const parse = (text) => {
  try {
    return typeof text === 'string' ? JSON.parse(text) : text;
  } catch {
    return null;
  }
};

function record(action, payload, depth) {
  const item = document.createElement('li');
  const time = document.createElement('span');
  time.className = 'time';
  time.textContent = new Date().toLocaleTimeString();
  const name = document.createElement('span');
  name.className = 'action';
  name.textContent = action;
  const where = depth > 0 ? ` [page ${depth + 1}]` : '';
  item.append(time, name, document.createTextNode(`${where} ${JSON.stringify(payload ?? '')}`));
  item.dataset.action = action;
  item.dataset.payload = typeof payload === 'string' ? payload : JSON.stringify(payload ?? '');
  item.dataset.page = String(depth + 1);
  log.append(item);
  log.scrollTop = log.scrollHeight;
}
const note = (text, payload = '') => record(`(shell) ${text}`, payload, pages.length - 1);

function showStatus() {
  const status = topPage()?.status ?? {};
  $('status-page').textContent = status.page ?? '–';
  $('status-tabbar').textContent = status.tabbar === undefined ? '–' : status.tabbar ? 'shown' : 'hidden';
  $('status-tab').textContent = status.tab ?? '–';
  $('status-pop').textContent = status.pop ? '1' : '0';
  $('status-depth').textContent = String(pages.length);
  pages.forEach((page, i) => {
    page.frame.dataset.testid = i === pages.length - 1 ? 'shell-frame' : 'shell-frame-behind';
    page.layer.hidden = i < pages.length - 1;
  });
}

// --- the handover object, kept as a native app keeps its session ---

function handoverObject() {
  return parse($('handover').value) ?? {};
}
function updateHandover(patch) {
  $('handover').value = JSON.stringify({ ...handoverObject(), ...patch }, null, 2);
}
function sendHandover(win, why) {
  if (!win?.nativeHandover) return;
  record(
    `(shell) nativeHandover${why ? ` (${why})` : ''}`,
    parse($('handover').value) ?? '',
    pages.length - 1,
  );
  win.nativeHandover($('handover').value);
}

$('handover').value = JSON.stringify(
  {
    token: '',
    phone_number: '',
    customerId: '',
    app_version: '2.4.0',
    app_type: 2,
    device_id: 'shell-device-0001',
    app_channel: 'shell',
    language: 'en',
    app_name: 'RupeeSetu',
    promotion_channel: 'shell',
    isTopSafe: true,
    order_id: '',
  },
  null,
  2,
);

// --- pages ---

function frameSource(route) {
  const params = new URLSearchParams({ platform: $('platform').value });
  if ($('throwing').checked) params.set('throwing', '1');
  const path = route.trim() || '/start';
  return `/dev/native-app?${params}#${path.startsWith('/') ? path : `/${path}`}`;
}

/** Opens a page on top, as a native app pushes a new WebView; `title` gives it a native title bar. */
function openPage(src, title) {
  const layer = document.createElement('div');
  layer.className = 'layer';
  if (title !== undefined) {
    const bar = document.createElement('div');
    bar.className = 'layer__bar';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '✕';
    close.title = 'Close this page';
    close.dataset.testid = 'shell-page-close';
    close.addEventListener('click', () => closeTop('close button'));
    const text = document.createElement('span');
    text.textContent = title;
    text.dataset.testid = 'shell-page-title';
    bar.append(close, text);
    layer.append(bar);
  }
  const frame = document.createElement('iframe');
  frame.title = title ?? 'The app';
  frame.src = src;
  const page = { frame, layer, status: {} };
  frame.addEventListener('load', () => {
    if ($('auto-handover').checked) sendHandover(frame.contentWindow, 'on load');
  });
  layer.append(frame);
  screen.append(layer);
  pages.push(page);
  showStatus();
}

function closeTop(why) {
  if (pages.length <= 1) return false;
  pages.pop().layer.remove();
  note(`page closed (${why})`);
  showStatus();
  return true;
}

function loadApp() {
  for (const page of pages.splice(0)) page.layer.remove();
  openPage(frameSource($('route').value));
}

// --- what the page tells the app ---

/** The native side of each message: what a real app would do with it. */
function react(action, payload, depth) {
  const page = pages[depth];
  const data = parse(payload);
  if (page) {
    if (action === 'openPage') page.status.page = data?.path;
    if (action === 'isShowHeadTabBar') page.status.tabbar = payload === '1';
    if (action === 'tabControl') page.status.tab = data?.tab;
    if (action === 'isPop') page.status.pop = payload === '1';
  }
  switch (action) {
    case 'loginSuccess':
      if (data)
        updateHandover({ token: data.token, customerId: data.customerId, phone_number: data.phone_number });
      break;
    case 'quitLogin':
      updateHandover({ token: '', customerId: '', phone_number: '' });
      break;
    case 'switchLanguage':
      updateHandover({ language: payload });
      break;
    case 'openPageInApp':
      if (data?.url) openPage(data.url, data.title ?? '');
      break;
    case 'closePage':
      if (depth === pages.length - 1 && !closeTop('closePage'))
        note('closePage on the first page: the app would close it');
      break;
  }
  showStatus();
}

window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.data?.source !== 'native-shell-app') return;
  const depth = pages.findIndex((page) => page.frame.contentWindow === event.source);
  record(event.data.action, event.data.payload, depth);
  react(event.data.action, event.data.payload, depth);
});

// --- controls ---

$('from-session').addEventListener('click', () => {
  // The page keeps its session in the persisted core store (localStorage 'core').
  try {
    const core = JSON.parse(appWindow()?.localStorage.getItem('core') ?? '{}');
    const session = core.state?.publicData ?? {};
    const patch = {};
    for (const key of ['token', 'customerId', 'phone_number']) if (session[key]) patch[key] = session[key];
    updateHandover(patch);
  } catch {
    // no session in the page yet
  }
});
$('send-handover').addEventListener('click', () => sendHandover(appWindow()));
$('logout').addEventListener('click', () => {
  note('appLogout');
  updateHandover({ token: '', customerId: '', phone_number: '' });
  appWindow()?.appLogout?.();
});
$('refresh').addEventListener('click', () => {
  note('appRefresh');
  appWindow()?.appRefresh?.();
});
$('back').addEventListener('click', () => {
  const page = topPage();
  if (!page) return;
  // isPop: while a popup is open the app leaves back to the page (its back gesture is off)
  if (page.status.pop) return note('back ignored: a popup is open (isPop 1)');
  const win = page.frame.contentWindow;
  if ((win?.history.state?.idx ?? 0) > 0) {
    note('back: history.back()');
    win.history.back();
  } else if (!closeTop('back')) {
    note('back on the first page: the app would leave the WebView');
  }
});
$('status-bar').addEventListener('change', () => {
  $('status-bar-overlay').hidden = !$('status-bar').checked;
});

/** The payload of the newest request of `action`, answered by the controls below. */
function lastRequest(action) {
  const items = [...log.querySelectorAll(`li[data-action="${action}"]`)];
  return parse(items.at(-1)?.dataset.payload ?? '{}') ?? {};
}

$('photo-file').addEventListener('change', async () => {
  const file = $('photo-file').files?.[0];
  if (!file) return;
  const base64 = await new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });
  const { slot = '' } = lastRequest('getPhoto');
  note('onNativePhoto', { slot, mime: file.type, bytes: file.size });
  appWindow()?.onNativePhoto?.({ slot, base64, mime: file.type || 'image/jpeg' });
  $('photo-file').value = '';
});
$('photo-cancel').addEventListener('click', () => {
  const { slot = '' } = lastRequest('getPhoto');
  note('onNativePhoto', { slot, base64: '' });
  appWindow()?.onNativePhoto?.({ slot, base64: '' });
});
$('contact-send').addEventListener('click', () => {
  const { index = 0 } = lastRequest('getContact');
  const answer = { index, name: $('contact-name').value, phone: $('contact-phone').value };
  note('onNativeContact', answer);
  appWindow()?.onNativeContact?.(answer);
});

$('clear').addEventListener('click', () => log.replaceChildren());
$('reload').addEventListener('click', loadApp);
$('platform').addEventListener('change', () => {
  updateHandover({ app_type: $('platform').value === 'android' ? 1 : 2 });
  loadApp();
});
$('throwing').addEventListener('change', loadApp);
loadApp();
