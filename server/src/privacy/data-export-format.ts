import type { DataExport } from '@iper/contracts';
import type { ExportRows } from './data-export.queries';

/** Dates as ISO text, numeric columns as numbers: the export reads the same on PGlite and PostgreSQL. */
function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

function amount(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

/** The data export's document (format `iper-data-export/1`) from the customer's rows. */
export function dataExportOf(
  {
    user,
    methods,
    profile,
    card,
    upgrades,
    saved,
    targeted,
    list,
    receipts,
    lines,
    sessions,
    passkeys,
    events,
    audit,
    applications,
    applicationFiles,
    help,
    feedback,
    newsletter,
    vouchers,
    helpAttachments,
  }: ExportRows,
  now: Date,
): DataExport {
  return {
    format: 'iper-data-export/1',
    generatedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.email_verified,
      createdAt: new Date(user.created_at).toISOString(),
      signInMethods: methods.map((m) =>
        m.provider_id === 'credential' ? 'email e password' : m.provider_id,
      ),
    },
    profile: profile
      ? {
          firstName: profile.first_name,
          lastName: profile.last_name,
          gender: profile.gender,
          birthDate: profile.birth_day,
          taxCode: profile.tax_code,
          phone: profile.phone,
          address: {
            dug: profile.dug,
            street: profile.street,
            houseNumber: profile.house_number,
            zip: profile.zip,
            city: profile.city,
            province: profile.province,
            country: profile.country,
          },
          salesforceId: profile.salesforce_id,
          profiling: profile.profiling,
          digitalReceiptOnly: profile.digital_receipt_only,
          createdAt: iso(profile.created_at),
          updatedAt: iso(profile.updated_at),
        }
      : null,
    consents: profile
      ? {
          privacyAcceptedAt: iso(profile.privacy_accepted_at),
          marketing: profile.marketing_consent,
          profiling: profile.profiling_consent,
          thirdParty: profile.third_party_consent,
        }
      : null,
    favouriteStore:
      profile?.store_id != null
        ? {
            id: profile.store_id,
            name: profile.store_name,
            address: profile.store_address,
            city: profile.store_city,
          }
        : null,
    loyaltyCard: card
      ? {
          number: card.number,
          type: card.type,
          status: card.status,
          isOld: card.is_old,
          color: card.color,
          holder: `${card.holder_first_name} ${card.holder_last_name}`,
          points: card.current_amount,
          canUpgrade: card.can_upgrade,
          vaultBalanceEuro: amount(card.balance),
          createdAt: iso(card.created_at),
        }
      : null,
    cardUpgrades: upgrades.map((u) => ({
      previousNumber: u.previous_number,
      newNumber: u.new_number,
      caseId: u.case_id,
      upgradedAt: iso(u.upgraded_at),
    })),
    coupons: {
      saved: saved.map((c) => ({
        id: c.id,
        title: c.title,
        brand: c.brand,
        discount: c.discount_label,
        expiresOn: c.expires_on,
        savedAt: iso(c.saved_at),
      })),
      chosenForYou: targeted.map((c) => ({
        id: c.id,
        title: c.title,
        brand: c.brand,
        expiresOn: c.expires_on,
      })),
    },
    shoppingList: list.map((item) => ({
      label: item.label,
      checked: item.checked,
      promotionEndsOn: item.promotion_ends_on,
      createdAt: iso(item.created_at),
    })),
    receipts: receipts.map((r) => ({
      number: r.number,
      store: r.store_name,
      issuedAt: iso(r.issued_at),
      subtotal: amount(r.subtotal),
      discount: amount(r.discount),
      total: amount(r.total),
      pointsEarned: r.points_earned,
      paymentMethod: r.payment_method,
      favourite: r.is_favourite,
      lines: lines
        .filter((l) => l.receipt_id === r.id)
        .map((l) => ({
          description: l.description,
          quantity: amount(l.quantity),
          unitPrice: amount(l.unit_price),
          amount: amount(l.amount),
        })),
    })),
    helpRequests: help.map((h) => ({
      reference: h.reference,
      theme: h.theme,
      category: h.category,
      service: h.service,
      orderNumber: h.order_number,
      visitDate: h.visit_date,
      visitTime: h.visit_time,
      name: h.name,
      surname: h.surname,
      email: h.email,
      businessName: h.business_name,
      vatOrFiscalCode: h.vat_or_fiscal_code,
      cardLast13: h.card_last13,
      phone: h.phone,
      storeId: h.store_id,
      message: h.message,
      createdAt: iso(h.created_at),
      attachments: helpAttachments
        .filter((a) => a.help_request_id === h.id)
        .map((a) => ({
          field: a.field,
          name: a.original_name,
          type: a.content_type,
          sizeBytes: a.size_bytes,
        })),
    })),
    jobApplications: applications.map((a) => ({
      reference: a.reference,
      position: a.position_title ? `${a.position_title} (${a.position_place})` : null,
      area: a.area,
      fields: a.fields,
      createdAt: iso(a.created_at),
      updatedAt: iso(a.updated_at),
      files: applicationFiles
        .filter((f) => f.application_id === a.id)
        .map((f) => ({
          field: f.field,
          name: f.original_name,
          type: f.content_type,
          sizeBytes: f.size_bytes,
        })),
    })),
    feedback: feedback.map((f) => ({
      message: f.message,
      page: f.page,
      createdAt: iso(f.created_at),
    })),
    newsletter: newsletter
      ? { email: newsletter.email, subscribedAt: iso(newsletter.created_at) }
      : null,
    voucherRequests: vouchers.map((v) => ({
      municipality: v.municipality,
      province: v.province,
      entityTaxCode: v.entity_tax_code,
      firstName: v.first_name,
      lastName: v.last_name,
      role: v.role,
      email: v.email,
      phone: v.phone,
      beneficiaries: v.beneficiaries,
      amountPerBeneficiary: v.amount_per_beneficiary,
      storeId: v.store_id,
      notes: v.notes,
      createdAt: iso(v.created_at),
    })),
    sessions: sessions.map((s) => ({
      createdAt: iso(s.created_at),
      lastUsedAt: iso(s.updated_at),
      expiresAt: iso(s.expires_at),
      ipAddress: s.ip_address,
      userAgent: s.user_agent,
    })),
    passkeys: passkeys.map((p) => ({
      name: p.name,
      createdAt: iso(p.created_at),
      lastUsedAt: p.last_used_at ? iso(p.last_used_at) : null,
      synced: p.backed_up,
    })),
    twoFactor: { enabled: user.two_factor_enabled },
    searchAnalyticsEvents: events.map((e) => ({
      type: e.event_type,
      name: e.event_name,
      index: e.index_name,
      objectIds: e.object_ids,
      receivedAt: iso(e.received_at),
    })),
    privacyLog: audit.map((a) => ({ action: a.action, at: iso(a.created_at) })),
  };
}
