import SearchPage from '@theme/SearchPage';

/** `/search?q=…`: the full search results page. */
export default SearchPage;
