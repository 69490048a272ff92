// The profile tab and its settings pages as one lazy chunk, behind one loader in
// the route table (docs/decisions/006).
export { default as ChangeLangPage } from './change-lang';
export { default as MyPage } from './my';
export { default as SetupPage } from './setup';
