// Runs inside the app's frame of the native shell simulator, before the app's
// own scripts: it plays the native app's side of the bridge (spec §7). Every
// message the page posts goes to the shell (the parent page) to be logged.
// Which platform to play comes from the shell: ?platform=ios|android on the
// frame's URL (default ios); ?throwing=1 makes every handler throw after
// logging, to show that the page ignores a failing native call.
(() => {
  const params = new URLSearchParams(location.search);
  const platform = params.get('platform') === 'android' ? 'android' : 'ios';
  const throwing = params.get('throwing') === '1';
  const report = (action, payload) => {
    window.parent.postMessage({ source: 'native-shell-app', action, payload, platform }, location.origin);
    if (throwing) throw new Error(`native handler ${action} failed on purpose`);
  };
  // Any action name has a handler, as a native app that registered them all.
  const handlers = new Proxy(
    {},
    {
      get: (_target, action) =>
        typeof action === 'string' ? { postMessage: (p) => report(action, p) } : undefined,
    },
  );
  if (platform === 'ios') {
    window.webkit = { messageHandlers: handlers };
  } else {
    window.Android = new Proxy(
      {},
      { get: (_target, action) => (typeof action === 'string' ? (p) => report(action, p) : undefined) },
    );
  }
})();
