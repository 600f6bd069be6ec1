/** A linked chain: each node holds the next; depth n gives n nested JSON objects. */
public class Node {
  public int value;
  public Node next;

  static Node chain(int depth) {
    Node head = new Node();
    Node node = head;
    for (int i = 1; i < depth; i++) {
      node.next = new Node();
      node.next.value = i;
      node = node.next;
    }
    return head;
  }

  static int length(Node node) {
    int n = 0;
    for (; node != null; node = node.next) {
      n++;
    }
    return n;
  }
}
