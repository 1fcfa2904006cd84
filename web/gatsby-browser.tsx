export { wrapPageElement } from './src/wrapPageElement.tsx';
