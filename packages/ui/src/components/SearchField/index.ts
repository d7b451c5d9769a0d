export { DEFAULT_SEARCH_DEBOUNCE_MS, type SearchFieldProps } from './SearchField.props.ts';
export { SearchField, searchFieldMessages } from './SearchField.tsx';
