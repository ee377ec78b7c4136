import { useSearchParams } from "react-router";
import { isAdmin } from "../../api/session.ts";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useCurrentSession } from "../../components/Shell/currentSession.ts";
import { ForbiddenScreen } from "../Forbidden/ForbiddenScreen.tsx";
import { CatalogueSection } from "./CatalogueSection.tsx";
import { AiModerationSection, AuditLogSection } from "./RecordsSections.tsx";
import { ReviewReportsSection } from "./ReviewReportsSection.tsx";
import { UserDirectory } from "./UserDirectory.tsx";
import styles from "./AdminScreen.module.css";

const SECTIONS = [
  { id: "users", label: "Users" },
  { id: "reports", label: "Reported reviews" },
  { id: "catalogue", label: "Books & series" },
  { id: "ai", label: "AI moderation" },
  { id: "audit", label: "Audit log" },
] as const;
type SectionId = (typeof SECTIONS)[number]["id"];

function isSectionId(value: string | null): value is SectionId {
  return SECTIONS.some((section) => section.id === value);
}

/** The admin area: users, reported reviews, books and series, AI moderation and the audit log, one section at a time (`?section=`). */
export function AdminScreen() {
  const { user } = useCurrentSession();
  const [params, setParams] = useSearchParams();
  // The API refuses these calls to non-admins anyway; this only spares them a broken screen.
  if (!isAdmin(user)) return <ForbiddenScreen />;
  const asked = params.get("section");
  const section: SectionId = isSectionId(asked) ? asked : "users";
  return (
    <>
      <PageHeader title="Admin">
        <p>Manage accounts, moderate reviews, books and series, and see what admins did.</p>
      </PageHeader>
      <nav aria-label="Admin sections">
        <ul className={styles.sections}>
          {SECTIONS.map((item) => (
            <li key={item.id}>
              <a
                href={`?section=${item.id}`}
                aria-current={item.id === section ? "page" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setParams({ section: item.id });
                }}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {section === "users" && <UserDirectory currentUserId={user.id} />}
      {section === "reports" && <ReviewReportsSection />}
      {section === "catalogue" && <CatalogueSection />}
      {section === "ai" && <AiModerationSection />}
      {section === "audit" && <AuditLogSection />}
    </>
  );
}
