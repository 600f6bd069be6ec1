import java.io.Serializable;
import java.util.concurrent.LinkedBlockingQueue;

/** The kit's LinkedBlockingQueue fixture: an unbounded queue of two strings, one bounded to 3. */
public class Mailbox implements Serializable {
  private static final long serialVersionUID = 1L;
  public LinkedBlockingQueue<String> unbounded;
  public LinkedBlockingQueue<Integer> bounded;
}
