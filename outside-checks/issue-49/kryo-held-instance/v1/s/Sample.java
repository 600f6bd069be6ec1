package s;
public class Sample implements java.io.Serializable { private String name; private int count;
  public Sample() {} public Sample(String n, int c) { name = n; count = c; } }
