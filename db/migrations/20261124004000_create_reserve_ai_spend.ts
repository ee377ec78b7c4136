import type { Knex } from "knex";

// An AI call's reservation in one round trip (domain/src/services/aiBalance/reserveAiCall.ts):
// lock the user's balance row, read what running calls hold, cap the output at what is left,
// insert the reservation. A statement of its own is its own transaction, so no BEGIN and COMMIT
// either: the lock is held from the first line to the end of the call. Inside a VOLATILE
// function each statement takes a new snapshot, so the sum read after the lock sees the
// reservations of calls that committed while this one waited for it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION reserve_ai_spend(
      p_user_id bigint,
      p_now timestamptz,
      p_month date,
      p_ttl interval,
      p_input_tokens bigint,
      p_input_rate bigint,
      p_output_rate bigint,
      p_asked bigint,
      p_model_max bigint,
      p_min_useful bigint
    ) RETURNS TABLE (outcome text, reservation_id bigint, reserved bigint, max_output bigint)
    LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      b user_balances%ROWTYPE;
      v_held numeric;
      v_spendable numeric;
      v_under_limit numeric;
      v_budget numeric;
      v_input_cost numeric;
      v_affordable numeric;
      v_output bigint;
    BEGIN
      SELECT * INTO b FROM user_balances WHERE user_id = p_user_id FOR UPDATE;
      IF NOT FOUND THEN
        RETURN QUERY SELECT 'balance'::text, NULL::bigint, NULL::bigint, NULL::bigint;
        RETURN;
      END IF;
      SELECT coalesce(sum(r.amount), 0) INTO v_held FROM ai_spend_reservations r WHERE r.user_id = p_user_id AND r.expires_at > p_now;
      v_spendable := b.amount - v_held;
      v_under_limit := CASE WHEN b.ai_monthly_limit IS NULL THEN NULL
        ELSE b.ai_monthly_limit - (CASE WHEN b.ai_monthly_usage_month = p_month THEN b.ai_monthly_usage ELSE 0 END) - v_held END;
      v_budget := CASE WHEN v_under_limit IS NULL THEN v_spendable ELSE least(v_spendable, v_under_limit) END;
      -- Rates are micro-cents per million tokens; each side of a cost rounds up (aiPrices.ts costOf).
      v_input_cost := ceil(p_input_tokens::numeric * p_input_rate / 1000000);
      v_affordable := CASE WHEN v_budget - v_input_cost <= 0 THEN 0
        ELSE least(p_model_max, floor((v_budget - v_input_cost) * 1000000 / p_output_rate)) END;
      v_output := least(p_asked, v_affordable);
      IF v_output < least(p_asked, p_min_useful) THEN
        RETURN QUERY SELECT (CASE WHEN v_under_limit IS NOT NULL AND v_under_limit < v_spendable THEN 'limit' ELSE 'balance' END)::text, NULL::bigint, NULL::bigint, NULL::bigint;
        RETURN;
      END IF;
      RETURN QUERY
        INSERT INTO ai_spend_reservations AS r (user_id, amount, expires_at)
        VALUES (p_user_id, (v_input_cost + ceil(v_output::numeric * p_output_rate / 1000000))::bigint, p_now + p_ttl)
        RETURNING 'reserved'::text, r.id, r.amount, v_output;
    END $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP FUNCTION IF EXISTS reserve_ai_spend(bigint, timestamptz, date, interval, bigint, bigint, bigint, bigint, bigint, bigint)");
}
