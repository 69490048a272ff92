export { type ClassificationStats, classifyBook, classifyToday } from './classify-book';
