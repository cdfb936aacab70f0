/** An account an ADMIN or the platform creates is verified and approved at creation (docs/product-rules.md). */
export const approvedAtCreation = (now: Date) => ({
  isVerified: true,
  verifiedAt: now,
  approvalStatus: 'APPROVED' as const,
  approvalDate: now,
  createdAt: now,
  updatedAt: now,
});
