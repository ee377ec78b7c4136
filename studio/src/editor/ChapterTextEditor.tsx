import Quill from "quill";
import type { Range } from "quill";
import "quill/dist/quill.core.css";
import { useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import type { MouseEvent, ReactNode, Ref } from "react";
import styles from "./ChapterTextEditor.module.css";
import { editorToMarkup, markupToEditor } from "./chapterMarkup.ts";
import {
  FIRST_SCREENPLAY_ELEMENT,
  SCREENPLAY_ELEMENTS,
  SCREENPLAY_FORMAT,
  isScreenplayElement,
  screenplayElementLabels,
  screenplayElementOf,
} from "./screenplay.ts";
import { screenplayBindings, startScript } from "./screenplayQuill.ts";
import { TextPromptDialog } from "./TextPromptDialog.tsx";

/** A STORY book's prose, or a SCRIPT book's screenplay (README.md). */
export type EditorMode = "story" | "script";

/** Text taken around a selection for the AI tools: enough for the model to know where it is. */
const AROUND_CHARS = 3000;

/** The author's selection (or cursor) and the text around it. */
export interface EditorSelection {
  index: number;
  length: number;
  text: string;
  before: string;
  after: string;
}

/** What other parts of the studio (the AI tools panel) may do with the text, Quill staying here. */
export interface ChapterEditorHandle {
  /** The last selection the author made in the editor (kept while focus is elsewhere); null before any. */
  selection(): EditorSelection | null;
  /** Replaces `length` characters at `index` with `text` as one edit the author can undo, and selects it. */
  replace(index: number, length: number, text: string): void;
  /** The text now at `index` (to check a selection is still what it was). */
  text(index: number, length: number): string;
  /** Selects `length` characters at `index` and brings them into view (a continuity finding's passage). */
  select(index: number, length: number): void;
}

interface ChapterTextEditorProps {
  /** Lets the AI tools read the selection and replace it. */
  editorRef?: Ref<ChapterEditorHandle>;
  /** The chapter's markup. A value the editor did not itself report replaces its content. */
  value: string;
  /** The new markup after each change the author makes. */
  onChange: (markup: string) => void;
  label?: string;
  placeholder?: string;
  mode?: EditorMode;
  /** A bar under the text that stays at the bottom of the window while the text scrolls (the save status, the word counts). */
  footer?: ReactNode;
}

/** What the server keeps (docs/decisions/chapters-and-files.md, "Markup is sanitised on the server"): pasted colours or fonts would only be dropped there. */
const FORMATS: Record<EditorMode, string[]> = {
  story: ["bold", "italic", "underline", "strike", "header", "blockquote", "list", "indent", "link"],
  // A screenplay is paragraphs of its six kinds; headings, lists and quotes have no place in one.
  script: ["bold", "italic", "underline", SCREENPLAY_FORMAT],
};

type Formats = Record<string, unknown>;

interface ToolbarButton {
  label: string;
  text: string;
  format: string;
  value: string | boolean;
}

const EMPHASIS: ToolbarButton[] = [
  { label: "Bold", text: "B", format: "bold", value: true },
  { label: "Italic", text: "I", format: "italic", value: true },
  { label: "Underline", text: "U", format: "underline", value: true },
];

const BUTTONS: Record<EditorMode, ToolbarButton[][]> = {
  story: [
    [...EMPHASIS, { label: "Strikethrough", text: "S", format: "strike", value: true }],
    [
      { label: "Heading 1", text: "H1", format: "header", value: "1" },
      { label: "Heading 2", text: "H2", format: "header", value: "2" },
      { label: "Heading 3", text: "H3", format: "header", value: "3" },
      { label: "Quote", text: "❝", format: "blockquote", value: true },
      { label: "Numbered list", text: "1.", format: "list", value: "ordered" },
      { label: "Bulleted list", text: "•", format: "list", value: "bullet" },
    ],
  ],
  script: [EMPHASIS],
};

function isActive(formats: Formats, button: ToolbarButton): boolean {
  const current = formats[button.format];
  // Quill reports header levels as numbers and toggles as true.
  return current !== undefined && String(current) === String(button.value);
}

/**
 * A tool's short sign for the eye and its full name for assistive technology
 * (as text, not aria-label, so the visible sign never contradicts the name).
 */
function ToolLabel({ text, label }: { text: string; label: string }) {
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/** Keeps the editor's selection when a toolbar button is pressed with the mouse. */
function keepSelection(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/**
 * The chapter text editor: Quill 2 in our own small React component (react-quill
 * does not support React 19) with an accessible toolbar of real buttons; in
 * script mode, screenplay elements with their keys and an element picker.
 */
export function ChapterTextEditor({
  value,
  onChange,
  label = "Chapter text",
  placeholder = "Start writing…",
  mode = "story",
  editorRef,
  footer,
}: ChapterTextEditorProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLSelectElement>(null);
  const quillRef = useRef<Quill | null>(null);
  // The markup this editor last reported or loaded: a prop equal to it is our own echo.
  const shownRef = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  const [formats, setFormats] = useState<Formats>({});
  const [linkRange, setLinkRange] = useState<Range | null>(null);
  const keysHintId = useId();
  // Clicking a panel takes the focus from Quill, which then forgets its selection: the last one is kept here.
  const lastRangeRef = useRef<Range | null>(null);

  useImperativeHandle(
    editorRef,
    () => ({
      selection() {
        const quill = quillRef.current;
        const range = lastRangeRef.current;
        if (!quill || !range) return null;
        const length = quill.getLength();
        const index = Math.min(range.index, length - 1);
        const size = Math.min(range.length, length - 1 - index);
        return {
          index,
          length: size,
          text: quill.getText(index, size),
          before: quill.getText(Math.max(0, index - AROUND_CHARS), Math.min(index, AROUND_CHARS)),
          after: quill.getText(index + size, AROUND_CHARS),
        };
      },
      replace(index, length, text) {
        const quill = quillRef.current;
        if (!quill) return;
        // One change, cut off from the typing before and after it: one step of undo.
        quill.history.cutoff();
        quill.deleteText(index, length, "user");
        quill.insertText(index, text, "user");
        quill.history.cutoff();
        quill.setSelection(index, text.length, "user");
        lastRangeRef.current = { index, length: text.length };
      },
      text(index, length) {
        return quillRef.current?.getText(index, length) ?? "";
      },
      select(index, length) {
        const quill = quillRef.current;
        if (!quill) return;
        quill.focus();
        quill.setSelection(index, length, "user");
        lastRangeRef.current = { index, length };
      },
    }),
    [],
  );

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const host = document.createElement("div");
    container.append(host);
    const quill = new Quill(host, {
      formats: FORMATS[mode],
      placeholder,
      modules: {
        // Undo groups a second of typing; only the author's own edits are undone, never a loaded text.
        history: { delay: 1000, maxStack: 500, userOnly: true },
        // Tab leaves the editor (no keyboard trap); Tab in a list still indents it.
        // In a screenplay Tab changes the element, and Escape leads out to the element picker.
        keyboard: { bindings: mode === "script" ? { tab: false, ...screenplayBindings(() => pickerRef.current?.focus()) } : { tab: false } },
      },
    });
    quill.root.setAttribute("role", "textbox");
    quill.root.setAttribute("aria-multiline", "true");
    quill.root.setAttribute("aria-label", label);
    quillRef.current = quill;

    const handleTextChange = (_delta: unknown, _old: unknown, source: string) => {
      if (source === "silent") return;
      const markup = editorToMarkup(quill.root.innerHTML);
      shownRef.current = markup;
      onChangeRef.current(markup);
    };
    const handleEditorChange = () => {
      // Without a selection (focus in the toolbar) the toolbar keeps showing where the cursor was.
      const range = quill.getSelection();
      if (range) {
        setFormats(quill.getFormat(range));
        lastRangeRef.current = range;
      }
    };
    quill.on("text-change", handleTextChange);
    quill.on("editor-change", handleEditorChange);
    return () => {
      quill.off("text-change", handleTextChange);
      quill.off("editor-change", handleEditorChange);
      quillRef.current = null;
      shownRef.current = null;
      container.replaceChildren();
    };
  }, [label, placeholder, mode]);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === shownRef.current) return;
    const delta = quill.clipboard.convert({ html: markupToEditor(value) });
    quill.setContents(delta, "silent");
    if (mode === "script") startScript(quill, FIRST_SCREENPLAY_ELEMENT);
    // A loaded text is not an edit the author can undo into nothing.
    quill.history.clear();
    shownRef.current = value;
    setFormats(quill.getFormat(0, 0));
  }, [value, mode]);

  function handleFormat(button: ToolbarButton) {
    const quill = quillRef.current;
    if (!quill) return;
    quill.focus();
    quill.format(button.format, isActive(formats, button) ? false : button.value, "user");
    setFormats(quill.getFormat());
  }

  function handleElement(element: string) {
    const quill = quillRef.current;
    if (!quill || !isScreenplayElement(element)) return;
    const range = quill.getSelection(true);
    quill.formatLine(range.index, range.length, SCREENPLAY_FORMAT, element, "user");
    setFormats(quill.getFormat());
  }

  function handleLink() {
    const quill = quillRef.current;
    if (!quill) return;
    const range = quill.getSelection(true);
    if (formats.link !== undefined) {
      quill.formatText(range.index, range.length, "link", false, "user");
      setFormats(quill.getFormat());
      return;
    }
    setLinkRange(range);
  }

  function handleLinkSubmit(url: string) {
    const quill = quillRef.current;
    const range = linkRange;
    setLinkRange(null);
    if (!quill || !range) return;
    if (range.length > 0) quill.formatText(range.index, range.length, "link", url, "user");
    else quill.insertText(range.index, url, { link: url }, "user");
    quill.setSelection(range.index + Math.max(range.length, url.length), 0, "user");
  }

  function handleHistory(action: "undo" | "redo") {
    const quill = quillRef.current;
    if (!quill) return;
    quill.history[action]();
    quill.focus();
  }

  return (
    <div className={`${styles.editor} ${mode === "script" ? styles.script : ""}`}>
      <div role="toolbar" aria-label="Text formatting" className={styles.toolbar}>
        {mode === "script" && (
          <div className={styles.group}>
            <label className={styles.pickerLabel}>
              <span>Element</span>
              <select
                ref={pickerRef}
                className={styles.picker}
                value={screenplayElementOf(formats[SCREENPLAY_FORMAT])}
                aria-describedby={keysHintId}
                onChange={(event) => handleElement(event.target.value)}
              >
                {SCREENPLAY_ELEMENTS.map((element) => (
                  <option key={element} value={element}>
                    {screenplayElementLabels[element]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        {BUTTONS[mode].map((group) => (
          <div key={group[0]?.label} className={styles.group}>
            {group.map((button) => (
              <button
                key={button.label}
                type="button"
                className={styles.tool}
                aria-pressed={isActive(formats, button)}
                onMouseDown={keepSelection}
                onClick={() => handleFormat(button)}
              >
                <ToolLabel text={button.text} label={button.label} />
              </button>
            ))}
          </div>
        ))}
        <div className={styles.group}>
          {mode === "story" && (
            <button type="button" className={styles.tool} aria-pressed={formats.link !== undefined} onMouseDown={keepSelection} onClick={handleLink}>
              <ToolLabel text="Link" label="Link" />
            </button>
          )}
          <button type="button" className={styles.tool} onMouseDown={keepSelection} onClick={() => handleHistory("undo")}>
            <ToolLabel text="↶" label="Undo" />
          </button>
          <button type="button" className={styles.tool} onMouseDown={keepSelection} onClick={() => handleHistory("redo")}>
            <ToolLabel text="↷" label="Redo" />
          </button>
        </div>
      </div>
      {mode === "script" && (
        <p id={keysHintId} className={styles.keysHint}>
          Enter starts the next element, Tab changes this one (Shift+Tab back), Escape goes to the element picker.
        </p>
      )}
      <div ref={containerRef} className={styles.text} />
      {footer && <div className={styles.footer}>{footer}</div>}
      <TextPromptDialog
        open={linkRange !== null}
        title="Add a link"
        label="Web address"
        submitLabel="Add link"
        inputType="url"
        initialValue="https://"
        onSubmit={handleLinkSubmit}
        onCancel={() => {
          setLinkRange(null);
          quillRef.current?.focus();
        }}
      />
    </div>
  );
}
