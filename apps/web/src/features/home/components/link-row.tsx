import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick } from '@/lib/plain-click';
// The look of antd-mobile's List, without its components: its global and list styles, and its markup.
import 'antd-mobile/es/global';
import 'antd-mobile/es/components/list/list.css';

/**
 * One row in a card that leads to `to`, drawn as antd-mobile's `List` with one
 * `List.Item` (same elements and classes, so the same look) in plain markup:
 * Home draws its rows in its first task, where every component costs
 * (docs/decisions/042). A link with its address, so keyboards reach it too.
 */
export function LinkRow({
  to,
  icon,
  title,
  description,
  testId,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
  testId: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="adm-list adm-list-default card card--list">
      <div className="adm-list-body">
        <div className="adm-list-body-inner">
          <a
            href={`#${to}`}
            data-testid={testId}
            className="adm-list-item adm-plain-anchor link-row"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              navigate(to);
            }}
          >
            <div className="adm-list-item-content">
              <div className="adm-list-item-content-prefix">{icon}</div>
              <div className="adm-list-item-content-main">
                {title}
                <div className="adm-list-item-description">{description}</div>
              </div>
              <div className="adm-list-item-content-arrow">
                <RightOutline />
              </div>
            </div>
          </a>
        </div>
      </div>
    </div>
  );
}
