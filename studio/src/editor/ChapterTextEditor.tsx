import Quill from "quill";
import type { Range } from "quill";
import "quill/dist/quill.core.css";
import { useEffect, useRef, useState } from "react";
import type { MouseEvent } from "react";
import styles from "./ChapterTextEditor.module.css";
import { editorToMarkup, markupToEditor } from "./chapterMarkup.ts";
import { TextPromptDialog } from "./TextPromptDialog.tsx";

interface ChapterTextEditorProps {
  /** The chapter's markup. A value the editor did not itself report replaces its content. */
  value: string;
  /** The new markup after each change the author makes. */
  onChange: (markup: string) => void;
  label?: string;
  placeholder?: string;
}

/** What the server keeps (docs/decisions.md, "Markup is sanitised"): pasted colours or fonts would only be dropped there. */
const FORMATS = ["bold", "italic", "underline", "strike", "header", "blockquote", "list", "indent", "link"];

type Formats = Record<string, unknown>;

interface ToolbarButton {
  label: string;
  text: string;
  format: string;
  value: string | boolean;
}

const BUTTONS: ToolbarButton[][] = [
  [
    { label: "Bold", text: "B", format: "bold", value: true },
    { label: "Italic", text: "I", format: "italic", value: true },
    { label: "Underline", text: "U", format: "underline", value: true },
    { label: "Strikethrough", text: "S", format: "strike", value: true },
  ],
  [
    { label: "Heading 1", text: "H1", format: "header", value: "1" },
    { label: "Heading 2", text: "H2", format: "header", value: "2" },
    { label: "Heading 3", text: "H3", format: "header", value: "3" },
    { label: "Quote", text: "❝", format: "blockquote", value: true },
    { label: "Numbered list", text: "1.", format: "list", value: "ordered" },
    { label: "Bulleted list", text: "•", format: "list", value: "bullet" },
  ],
];

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
 * does not support React 19) with an accessible toolbar of real buttons.
 */
export function ChapterTextEditor({ value, onChange, label = "Chapter text", placeholder = "Start writing…" }: ChapterTextEditorProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  // The markup this editor last reported or loaded: a prop equal to it is our own echo.
  const shownRef = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  const [formats, setFormats] = useState<Formats>({});
  const [linkRange, setLinkRange] = useState<Range | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const host = document.createElement("div");
    container.append(host);
    const quill = new Quill(host, {
      formats: FORMATS,
      placeholder,
      modules: {
        // Undo groups a second of typing; only the author's own edits are undone, never a loaded text.
        history: { delay: 1000, maxStack: 500, userOnly: true },
        // Tab leaves the editor (no keyboard trap); Tab in a list still indents it.
        keyboard: { bindings: { tab: false } },
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
      const range = quill.getSelection();
      setFormats(range ? quill.getFormat(range) : {});
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
  }, [label, placeholder]);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === shownRef.current) return;
    const delta = quill.clipboard.convert({ html: markupToEditor(value) });
    quill.setContents(delta, "silent");
    // A loaded text is not an edit the author can undo into nothing.
    quill.history.clear();
    shownRef.current = value;
  }, [value]);

  function handleFormat(button: ToolbarButton) {
    const quill = quillRef.current;
    if (!quill) return;
    quill.focus();
    quill.format(button.format, isActive(formats, button) ? false : button.value, "user");
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
    <div className={styles.editor}>
      <div role="toolbar" aria-label="Text formatting" className={styles.toolbar}>
        {BUTTONS.map((group) => (
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
          <button type="button" className={styles.tool} aria-pressed={formats.link !== undefined} onMouseDown={keepSelection} onClick={handleLink}>
            <ToolLabel text="Link" label="Link" />
          </button>
          <button type="button" className={styles.tool} onMouseDown={keepSelection} onClick={() => handleHistory("undo")}>
            <ToolLabel text="↶" label="Undo" />
          </button>
          <button type="button" className={styles.tool} onMouseDown={keepSelection} onClick={() => handleHistory("redo")}>
            <ToolLabel text="↷" label="Redo" />
          </button>
        </div>
      </div>
      <div ref={containerRef} className={styles.text} />
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
