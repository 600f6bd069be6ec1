package s;
public class Sample implements java.io.Serializable { private String name; private int count; private String nickname;
  public Sample() {} public Sample(String n, int c, String k) { name = n; count = c; nickname = k; }
  public String toString() { return name + "/" + count + "/" + nickname; } }
