import { IonIcon } from '@ionic/react';
import type { ChatAttachment } from '@stay/contract';
import { documentOutline, imageOutline } from 'ionicons/icons';
import { useAttachmentUrl } from '../thread/attachments';
import { useChatTranslation } from '../chat-i18n';
import './chat.css';
import { IonSkeletonText } from '@/components/ionic-parts';

interface AttachmentViewProps {
  attachment: ChatAttachment;
  /** The download path of this attachment (guest or staff endpoint). */
  path: string;
}

/** An image shows inline (fetched with the access token); a PDF shows as a link. Both open full size. */
export function AttachmentView({ attachment, path }: AttachmentViewProps) {
  const { t } = useChatTranslation();
  const url = useAttachmentUrl(path);
  const isImage = attachment.mimetype.startsWith('image/');
  const label = t('thread.openAttachment', { name: attachment.originalname });

  if (url.isPending) {
    return isImage ? (
      <IonSkeletonText animated className="chat-attachment__placeholder" aria-label={t('thread.loadingAttachment')} />
    ) : (
      <span className="chat-attachment chat-attachment--file">{attachment.originalname}</span>
    );
  }
  if (!url.data) {
    return (
      <span className="chat-attachment chat-attachment--file chat-attachment--missing">
        <IonIcon icon={isImage ? imageOutline : documentOutline} aria-hidden="true" />
        {t('thread.attachmentUnavailable', { name: attachment.originalname })}
      </span>
    );
  }
  return isImage ? (
    <a className="chat-attachment chat-attachment--image" href={url.data} target="_blank" rel="noreferrer" aria-label={label}>
      <img src={url.data} alt={attachment.originalname} loading="lazy" />
    </a>
  ) : (
    <a className="chat-attachment chat-attachment--file" href={url.data} target="_blank" rel="noreferrer" download={attachment.originalname}>
      <IonIcon icon={documentOutline} aria-hidden="true" />
      {attachment.originalname}
    </a>
  );
}
