// Cards: one column on mobile, two from 768 px, three from 992 px; the list: one row each.
export const productsStyles = (r: string): string => `
${r} .jb-products {
  padding-block: 40px;
}
${r} .jb-products__header {
  margin-bottom: 24px;
  text-align: center;
}
${r} .jb-products__subtitle {
  color: var(--jb-text-muted, #4b5563);
}
${r} .jb-products__list {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
}
@media (min-width: 768px) {
  ${r} .jb-products--cards .jb-products__list {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
}
@media (min-width: 992px) {
  ${r} .jb-products--cards .jb-products__list {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
}
${r} .jb-product {
  position: relative;
  display: flex;
  height: 100%;
  flex-direction: column;
  gap: 12px;
  padding: 24px;
  border: 1px solid var(--jb-border, #6b7280);
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-surface, #ffffff);
}
${r} .jb-product--popular {
  border: 2px solid var(--jb-primary);
}
${r} .jb-product__name {
  margin: 0;
  font-size: 20px;
}
${r} .jb-product__badge {
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--jb-primary);
  color: var(--jb-on-primary, #ffffff);
  font-size: 14px;
  font-weight: 600;
}
${r} .jb-product__price {
  margin: 0;
  font-size: 24px;
  font-weight: 700;
}
${r} .jb-product__was {
  margin-inline-start: 8px;
  color: var(--jb-text-muted, #4b5563);
  font-size: 16px;
  font-weight: 400;
}
${r} .jb-product__facts {
  display: grid;
  gap: 4px;
  margin: 0;
  padding-inline-start: 20px;
}
${r} .jb-product__action {
  align-self: flex-start;
  margin-top: auto;
}
${r} .jb-products__note,
${r} .jb-products__outcome {
  margin: 0 0 24px;
  padding: 12px 16px;
  border-left: 4px solid var(--jb-info, #1d4ed8);
  background: var(--jb-surface, #f3f4f6);
  color: var(--jb-text, #1f2937);
}
${r} .jb-products__outcome--success {
  border-left-color: var(--jb-success, #15803d);
}
${r} .jb-products__outcome--error {
  border-left-color: var(--jb-error, #b91c1c);
}
`;

/**
 * The order dialog: the shared form dialog (form-dialog-styles.ts) around the account forms'
 * fields (account-form-styles.ts), without the account blocks' page spacing.
 */
export const orderDialogStyles = (r: string): string => `
${r} .jb-order-dialog .jb-account {
  max-width: none;
  padding-block: 0;
}
/* The employer's dialog asks two things only. */
${r} .jb-order-dialog--employer {
  max-width: 480px;
}
${r} .jb-order__login {
  margin: 8px 0 0;
}
${r} .jb-order-placed {
  padding-block: 8px;
}
${r} .jb-order-placed__title {
  margin: 0 0 8px;
  font-size: 20px;
}
`;
