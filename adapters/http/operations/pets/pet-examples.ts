/** The animal the document's examples show. */
export const PET_EXAMPLE = { id: 12, name: 'Rex', categoryId: 3, status: 'available' } as const;
