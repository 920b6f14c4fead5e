// The storage area's screen texts in both languages, one lazily loaded chunk of the web app.
export { enStorage } from './catalog/en/storage';
export { zhStorage } from './catalog/zh/storage';
