// The native shell simulator's page: loads the app in a phone-sized frame (the
// server adds inject.js to it), logs every bridge message, and calls the hooks
// a native app calls (docs/native-integration.md).
const $ = (id) => document.getElementById(id);
const frame = $('app');
const log = $('log');

const appWindow = () => frame.contentWindow;

function loadApp() {
  const params = new URLSearchParams({ platform: $('platform').value });
  if ($('throwing').checked) params.set('throwing', '1');
  const route = $('route').value.trim() || '/start';
  frame.src = `/dev/native-app?${params}#${route.startsWith('/') ? route : `/${route}`}`;
}

function record(action, payload) {
  const item = document.createElement('li');
  const time = document.createElement('span');
  time.className = 'time';
  time.textContent = new Date().toLocaleTimeString();
  const name = document.createElement('span');
  name.className = 'action';
  name.textContent = action;
  item.append(time, name, document.createTextNode(` ${JSON.stringify(payload ?? '')}`));
  item.dataset.action = action;
  item.dataset.payload = typeof payload === 'string' ? payload : JSON.stringify(payload ?? '');
  log.append(item);
  log.scrollTop = log.scrollHeight;
}

window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.data?.source !== 'native-shell-app') return;
  record(event.data.action, event.data.payload);
});

function defaultHandover() {
  return {
    token: '',
    phone_number: '',
    customerId: '',
    app_version: '2.4.0',
    app_type: 1,
    device_id: 'shell-device-0001',
    app_channel: 'shell',
    language: 'en',
    app_name: 'RupeeSetu',
    promotion_channel: 'shell',
    isTopSafe: true,
    order_id: '',
  };
}

$('handover').value = JSON.stringify(defaultHandover(), null, 2);

$('from-session').addEventListener('click', () => {
  // The page keeps its session in the persisted core store (localStorage 'core').
  const handover = JSON.parse($('handover').value || '{}');
  try {
    const core = JSON.parse(appWindow()?.localStorage.getItem('core') ?? '{}');
    const session = core.state?.publicData ?? {};
    for (const key of ['token', 'customerId', 'phone_number']) if (session[key]) handover[key] = session[key];
  } catch {
    // no session in the page yet
  }
  $('handover').value = JSON.stringify(handover, null, 2);
});

$('send-handover').addEventListener('click', () => {
  record('(shell) nativeHandover', $('handover').value);
  appWindow()?.nativeHandover?.($('handover').value);
});
$('logout').addEventListener('click', () => {
  record('(shell) appLogout', '');
  appWindow()?.appLogout?.();
});
$('refresh').addEventListener('click', () => {
  record('(shell) appRefresh', '');
  appWindow()?.appRefresh?.();
});

/** The slot of the newest getPhoto request, answered by the file picker. */
function lastRequest(action) {
  const items = [...log.querySelectorAll(`li[data-action="${action}"]`)];
  const payload = items.at(-1)?.dataset.payload ?? '{}';
  try {
    return JSON.parse(payload);
  } catch {
    return {};
  }
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
  record('(shell) onNativePhoto', { slot, mime: file.type, bytes: file.size });
  appWindow()?.onNativePhoto?.({ slot, base64, mime: file.type || 'image/jpeg' });
  $('photo-file').value = '';
});
$('photo-cancel').addEventListener('click', () => {
  const { slot = '' } = lastRequest('getPhoto');
  record('(shell) onNativePhoto', { slot, base64: '' });
  appWindow()?.onNativePhoto?.({ slot, base64: '' });
});
$('contact-send').addEventListener('click', () => {
  const { index = 0 } = lastRequest('getContact');
  const answer = { index, name: $('contact-name').value, phone: $('contact-phone').value };
  record('(shell) onNativeContact', answer);
  appWindow()?.onNativeContact?.(answer);
});

$('clear').addEventListener('click', () => log.replaceChildren());
$('reload').addEventListener('click', loadApp);
$('platform').addEventListener('change', loadApp);
$('throwing').addEventListener('change', loadApp);
loadApp();
