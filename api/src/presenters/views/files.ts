/** POST /files/images/upload: the stored image; `url` is what a book's imgUrl takes. */
export interface StoredImageView {
  url: string;
  key: string;
  width: number;
  height: number;
}
