/** A CSS-only spinner: the entry chunk should not carry an animation library. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-busy="true">
      <span className="page-loading__spinner" />
    </div>
  );
}
