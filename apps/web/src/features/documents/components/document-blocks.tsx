import type { DocumentView } from '@app/contract';

type Block = DocumentView['blocks'][number];

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return <h3 className="doc__heading">{block.text}</h3>;
    case 'paragraph':
      return <p className="doc__paragraph">{block.text}</p>;
    case 'bullets':
      return (
        <ul className="doc__bullets">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <table className="doc__table">
          <tbody>
            {block.rows.map((row) => (
              <tr key={`${row.label}|${row.value}`} className={row.emphasis ? 'doc__row--strong' : undefined}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'grid':
      return (
        <div className="doc__grid-wrap">
          <table className="doc__grid">
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((cells) => (
                <tr key={cells.join('|')}>
                  {cells.map((cell, index) => (
                    // cells have no id; a row's columns are fixed by the server
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** A loan document as a readable page: the same blocks the PDF is made of. */
export function DocumentBlocks({ document }: { document: DocumentView }) {
  return (
    <article className="card doc" data-testid={`doc-${document.kind}`} data-hash={document.hash}>
      <header className="doc__head">
        <p className="doc__brand">{document.brand}</p>
        <h2 className="doc__title" data-testid="doc-title">
          {document.title}
        </h2>
        {document.subtitle ? <p className="doc__subtitle">{document.subtitle}</p> : null}
        {document.meta.length > 0 ? (
          <dl className="doc__meta">
            {document.meta.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </header>
      {document.blocks.map((block, index) => (
        // blocks have no id; their order is fixed by the server and never changes
        <BlockView key={index} block={block} />
      ))}
      <footer className="doc__footer">{document.footer}</footer>
    </article>
  );
}
