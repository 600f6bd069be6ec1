/** Release 1 of a team's class: a final field set by its constructor, and a nullable Integer. */
public class Account {
  private final int count;
  private Integer limit;

  public Account() {
    this(0, null);
  }

  Account(int count, Integer limit) {
    this.count = count;
    this.limit = limit;
  }

  static Account sample() {
    return new Account(9, null);
  }

  String describe() {
    return "count=" + count + ", limit=" + limit;
  }
}
