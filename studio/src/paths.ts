/** Studio URLs, built in one place so screens never spell them by hand. */
export const paths = {
  books: () => "/books",
  createBook: () => "/books/createBook",
  book: (bookId: string) => `/books/${encodeURIComponent(bookId)}`,
  bookEditor: (bookId: string) => `/books/${encodeURIComponent(bookId)}/editor`,
  bookOutline: (bookId: string) => `/books/${encodeURIComponent(bookId)}/outline`,
  bookStoryBible: (bookId: string) => `/books/${encodeURIComponent(bookId)}/story-bible`,
  bookAssistant: (bookId: string) => `/books/${encodeURIComponent(bookId)}/assistant`,
  bookGenerate: (bookId: string) => `/books/${encodeURIComponent(bookId)}/generate`,
  chapter: (bookId: string, chapterId: string) => `/books/${encodeURIComponent(bookId)}/chapter/${encodeURIComponent(chapterId)}`,
  chapterVersions: (bookId: string, chapterId: string) => `/books/${encodeURIComponent(bookId)}/chapter/${encodeURIComponent(chapterId)}/versions`,
  readers: () => "/readers",
  newsletters: () => "/newsletters",
  newNewsletter: () => "/newsletters/new",
  newsletter: (newsletterId: string) => `/newsletters/${encodeURIComponent(newsletterId)}`,
  profile: () => "/profile",
  settings: () => "/settings",
  ai: () => "/ai",
  customStoryTools: () => "/custom-story-tools",
  myAccount: () => "/my-account",
  admin: () => "/admin",
} as const;

/** Pages of the storefront on the same origin: reached with a full page load, never the studio router. */
export const storefrontPaths = {
  read: "/read",
  login: "/auth/login",
} as const;
