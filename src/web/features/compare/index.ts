export { CompareColumns } from './compare-columns';
export { default as compareStyles } from './compare.module.css';
