import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { AiPreferencesSection } from "./AiPreferencesSection.tsx";
import { AiStatusSection } from "./AiStatusSection.tsx";
import { AiTermsSection } from "./AiTermsSection.tsx";
import { BalanceSection } from "./BalanceSection.tsx";
import { PromptTemplatesSection } from "./PromptTemplatesSection.tsx";
import { TransactionHistory } from "./TransactionHistory.tsx";
import { UsageSection } from "./UsageSection.tsx";
import styles from "./AiScreen.module.css";

/**
 * The AI area: whether this server has AI providers, the prepaid balance and
 * monthly limit, what the tools cost by day, tool and model, the balance's
 * history, and the defaults the tools use. Each part loads (and fails) on its own.
 */
export function AiScreen() {
  return (
    <>
      <PageHeader title="AI">
        <p>The AI writing tools: what this server offers, what they cost you, and how they write for you.</p>
      </PageHeader>
      <div className={styles.screen}>
        <div className={styles.overview}>
          <AiStatusSection />
          <BalanceSection />
        </div>
        <AiTermsSection />
        <UsageSection />
        <TransactionHistory />
        <AiPreferencesSection />
        <PromptTemplatesSection />
      </div>
    </>
  );
}
