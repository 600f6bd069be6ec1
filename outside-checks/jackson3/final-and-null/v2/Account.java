/** Release 2: the same final field; the limit became a primitive int (its default: 0). */
public class Account {
  private final int count;
  private int limit;

  public Account() {
    this.count = 0;
  }

  static Account sample() {
    return new Account();
  }

  String describe() {
    return "count=" + count + ", limit=" + limit;
  }
}
