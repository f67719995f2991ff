import { Composer, useService } from '@kite/sdk';
import '../compose.css';

/** The post form widget: the inline post form in the side column (like Misskey's, it has nothing to set). */
export default function PostFormWidget() {
  const { PostForm } = useService(Composer);
  return (
    <div className="kite-wpostform">
      <PostForm inline />
    </div>
  );
}
