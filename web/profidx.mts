import { generateSiteDatasetLazily } from '@react-redux-docs/scripts/generate';
import { buildLocalIndex } from './src/search/local/buildIndex.ts';
import { pagesFromDocuments } from './src/search/records/fromDocuments.ts';
import { siteRecords } from './src/search/records/index.ts';

const docs = generateSiteDatasetLazily({ docs: Number(process.argv[2] ?? 1000) }).documents;
let t = performance.now();
const pages = pagesFromDocuments(docs);
console.log('pages', (performance.now() - t).toFixed(0));
t = performance.now();
const records = siteRecords(pages);
console.log('records', records.length, (performance.now() - t).toFixed(0));
t = performance.now();
const { files } = buildLocalIndex(records);
console.log('index', files.length, (performance.now() - t).toFixed(0));
t = performance.now();
const s = JSON.stringify(records);
console.log('records json MB', (s.length / 1e6).toFixed(0), (performance.now() - t).toFixed(0));
