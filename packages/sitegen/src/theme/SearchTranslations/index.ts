import { translate } from '@docusaurus/Translate';

/**
 * theme-search-algolia's SearchTranslations: DocSearch's button and modal wording, by its ids
 * (`theme.SearchBar.*`, `theme.SearchModal.*`), in the page's language. A site swizzles it to
 * change the modal's words. Its messages are theme-search-algolia's, save those the search
 * modal's design words otherwise ("to select", "No results for"). Made when the module loads,
 * as there: the search modal's chunk loads it in the browser, after the strings are set.
 */
const t = (id: string, message: string) => translate({ id, message });

const translations = {
  button: {
    buttonText: t('theme.SearchBar.label', 'Search'),
    buttonAriaLabel: t('theme.SearchBar.label', 'Search'),
  },
  modal: {
    searchBox: {
      resetButtonTitle: t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query'),
      resetButtonAriaLabel: t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query'),
      cancelButtonText: t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel'),
      cancelButtonAriaLabel: t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel'),
      clearButtonTitle: t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query'),
      clearButtonAriaLabel: t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query'),
      closeButtonText: t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel'),
      closeButtonAriaLabel: t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel'),
      placeholderText: t('theme.SearchModal.searchBox.placeholderText', 'Search docs'),
      placeholderTextAskAi: t('theme.SearchModal.searchBox.placeholderTextAskAi', 'Ask another question...'),
      placeholderTextAskAiStreaming: t('theme.SearchModal.searchBox.placeholderTextAskAiStreaming', 'Answering...'),
      enterKeyHint: t('theme.SearchModal.searchBox.enterKeyHint', 'search'),
      enterKeyHintAskAi: t('theme.SearchModal.searchBox.enterKeyHintAskAi', 'enter'),
      searchInputLabel: t('theme.SearchModal.searchBox.searchInputLabel', 'Search'),
      backToKeywordSearchButtonText: t('theme.SearchModal.searchBox.backToKeywordSearchButtonText', 'Back to keyword search'),
      backToKeywordSearchButtonAriaLabel: t('theme.SearchModal.searchBox.backToKeywordSearchButtonAriaLabel', 'Back to keyword search'),
    },
    startScreen: {
      recentSearchesTitle: t('theme.SearchModal.startScreen.recentSearchesTitle', 'Recent'),
      noRecentSearchesText: t('theme.SearchModal.startScreen.noRecentSearchesText', 'No recent searches'),
      saveRecentSearchButtonTitle: t('theme.SearchModal.startScreen.saveRecentSearchButtonTitle', 'Save this search'),
      removeRecentSearchButtonTitle: t('theme.SearchModal.startScreen.removeRecentSearchButtonTitle', 'Remove this search from history'),
      favoriteSearchesTitle: t('theme.SearchModal.startScreen.favoriteSearchesTitle', 'Favorite'),
      removeFavoriteSearchButtonTitle: t('theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle', 'Remove this search from favorites'),
      recentConversationsTitle: t('theme.SearchModal.startScreen.recentConversationsTitle', 'Recent conversations'),
      removeRecentConversationButtonTitle: t('theme.SearchModal.startScreen.removeRecentConversationButtonTitle', 'Remove this conversation from history'),
    },
    errorScreen: {
      titleText: t('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'),
      helpText: t('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.'),
    },
    resultsScreen: {
      askAiPlaceholder: t('theme.SearchModal.resultsScreen.askAiPlaceholder', 'Ask AI: '),
    },
    askAiScreen: {
      disclaimerText: t('theme.SearchModal.askAiScreen.disclaimerText', 'Answers are generated with AI which can make mistakes. Verify responses.'),
      relatedSourcesText: t('theme.SearchModal.askAiScreen.relatedSourcesText', 'Related sources'),
      thinkingText: t('theme.SearchModal.askAiScreen.thinkingText', 'Thinking...'),
      copyButtonText: t('theme.SearchModal.askAiScreen.copyButtonText', 'Copy'),
      copyButtonCopiedText: t('theme.SearchModal.askAiScreen.copyButtonCopiedText', 'Copied!'),
      copyButtonTitle: t('theme.SearchModal.askAiScreen.copyButtonTitle', 'Copy'),
      likeButtonTitle: t('theme.SearchModal.askAiScreen.likeButtonTitle', 'Like'),
      dislikeButtonTitle: t('theme.SearchModal.askAiScreen.dislikeButtonTitle', 'Dislike'),
      thanksForFeedbackText: t('theme.SearchModal.askAiScreen.thanksForFeedbackText', 'Thanks for your feedback!'),
      preToolCallText: t('theme.SearchModal.askAiScreen.preToolCallText', 'Searching...'),
      duringToolCallText: t('theme.SearchModal.askAiScreen.duringToolCallText', 'Searching for '),
      afterToolCallText: t('theme.SearchModal.askAiScreen.afterToolCallText', 'Searched for'),
    },
    footer: {
      selectText: t('theme.SearchModal.footer.selectText', 'to select'),
      submitQuestionText: t('theme.SearchModal.footer.submitQuestionText', 'Submit question'),
      selectKeyAriaLabel: t('theme.SearchModal.footer.selectKeyAriaLabel', 'Enter key'),
      navigateText: t('theme.SearchModal.footer.navigateText', 'to navigate'),
      navigateUpKeyAriaLabel: t('theme.SearchModal.footer.navigateUpKeyAriaLabel', 'Arrow up'),
      navigateDownKeyAriaLabel: t('theme.SearchModal.footer.navigateDownKeyAriaLabel', 'Arrow down'),
      closeText: t('theme.SearchModal.footer.closeText', 'to close'),
      closeKeyAriaLabel: t('theme.SearchModal.footer.closeKeyAriaLabel', 'Escape key'),
      poweredByText: t('theme.SearchModal.footer.searchByText', 'Powered by'),
      searchByText: t('theme.SearchModal.footer.searchByText', 'Powered by'),
      backToSearchText: t('theme.SearchModal.footer.backToSearchText', 'Back to search'),
    },
    noResultsScreen: {
      noResultsText: t('theme.SearchModal.noResultsScreen.noResultsText', 'No results for'),
      suggestedQueryText: t('theme.SearchModal.noResultsScreen.suggestedQueryText', 'Try searching for'),
      reportMissingResultsText: t('theme.SearchModal.noResultsScreen.reportMissingResultsText', 'Believe this query should return results?'),
      reportMissingResultsLinkText: t('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', 'Let us know.'),
    },
  },
  placeholder: t('theme.SearchModal.placeholder', 'Search docs'),
};

export default translations;
