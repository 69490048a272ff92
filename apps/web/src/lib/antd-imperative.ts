import 'antd-mobile/es/global';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile's imperative APIs (Toast.show, Dialog.alert...) mount with
 * ReactDOM.render, which React 19 removed; its React 19 adapter mounts them
 * with createRoot instead. Declarative components use portals and do not need
 * it, so the adapter is installed here, in the only module that hands out the
 * imperative APIs, and is loaded on first use instead of with the entry.
 */
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host._reactRoot;
  };
});

export { Dialog, Toast };
